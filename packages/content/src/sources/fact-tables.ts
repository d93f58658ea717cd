import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const FACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'facts');

/** Every fact row names where it can be checked. */
const sourced = { source: z.string().min(1) };

/** Devanagari only: a Hindi name that slipped into Latin letters would show as English. */
const devanagari = z.string().regex(/^[\u0900-\u097F ]+$/);

/**
 * A Hindi name or phrase as Hindi-medium books print it: Devanagari with digits and punctuation
 * ("डॉ. बी. सी. रॉय", "1991–92"), never a Latin letter, which would show English in a Hindi question.
 */
const hindiPhrase = z.string().regex(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/);
/** An option in Hindi: a Hindi phrase, or a number or ratio that reads the same in both ("24", "2:3"). */
const hindiOption = z.union([hindiPhrase, z.string().regex(/^\d+(:\d+)?$/)]);

export const indianStateSchema = z.object({
  state: z.string().min(1),
  /** Hindi name as Government of India Hindi publications spell it. */
  nameHi: devanagari,
  kind: z.enum(['state', 'union territory']),
  capital: z.string().min(1),
  capitalHi: devanagari,
  statehoodYear: z.number().int().optional(),
  ...sourced,
});
export const importantDaySchema = z.object({
  day: z.string().min(1),
  dayHi: hindiPhrase,
  date: z.string().min(1),
  /** Why the day falls on its date, where one event or birthday explains it. */
  note: z.string().min(1).optional(),
  noteHi: hindiPhrase.optional(),
  ...sourced,
});
export const siUnitSchema = z.object({
  quantity: z.string().min(1),
  quantityHi: hindiPhrase,
  unit: z.string().min(1),
  unitHi: hindiPhrase,
  /** Units met only in NCERT classes 9-12 are medium; the rest are easy. */
  difficulty: z.enum(['easy', 'medium']).default('easy'),
  ...sourced,
});
export const vitaminSchema = z.object({
  vitamin: z.string().min(1),
  /** Hindi books keep the vitamin's Latin letter: "विटामिन B1 (थायमिन)". */
  vitaminHi: z.string().regex(/^विटामिन [A-Z]\d*( \([\u0900-\u097F ]+\))?$/),
  disease: z.string().min(1),
  diseaseHi: hindiPhrase,
  ...sourced,
});

const text = z.string().min(1);
/** An article number as the Constitution prints it: 21, 21A, 239AA. */
const articleNumber = z.string().regex(/^\d+[A-Z]*$/);

/** Hindi prose: Devanagari with the digits, Latin numerals and punctuation the Constitution's headings use. */
const hindiText = z.string().regex(/[\u0900-\u097F]/);

export const constitutionArticleSchema = z.object({
  article: articleNumber,
  subject: text,
  subjectHi: hindiText,
  /** Articles of one group overlap in subject, so none is a distractor for another. */
  group: text.optional(),
  ...sourced,
});
export const constitutionPartSchema = z.object({
  part: z.string().regex(/^[IVX]+A?$/),
  subject: text,
  subjectHi: hindiText,
  ...sourced,
});
export const constitutionScheduleSchema = z.object({
  schedule: text,
  subject: text,
  subjectHi: hindiText,
  ...sourced,
});
export const constitutionAmendmentSchema = z
  .object({
    number: z.number().int().positive(),
    /** The year in the amending Act's title. */
    year: z.number().int().min(1951),
    effects: z.array(text).min(1),
    /** The effects in Hindi, in the same order. */
    effectsHi: z.array(hindiText).min(1),
    ...sourced,
  })
  .refine((row) => row.effectsHi.length === row.effects.length, {
    message: 'effectsHi must render every effect, in order',
  });
export const constitutionalBodySchema = z.object({
  body: text,
  bodyHi: hindiText,
  article: articleNumber,
  ...sourced,
});
export const nationalSymbolSchema = z
  .object({
    /** "national bird": asked as "What is the national bird of India?" and in reverse. */
    symbol: text.optional(),
    /** A stable name for a `question` row, so rewording the question keeps its id. */
    key: text.optional(),
    /** Our own wording for a fact that is not a "national X". */
    question: text.optional(),
    /** The sentence that explains a `question` row's answer. */
    fact: text.optional(),
    answer: text,
    /** Plausible options that are certainly not the answer. */
    wrong: z.array(text).min(3),
    /** Hindi, as the Government's Hindi pages word them: राष्ट्रीय पशु, राजकीय प्रतीक. */
    symbolHi: hindiPhrase.optional(),
    questionHi: hindiPhrase.optional(),
    factHi: hindiPhrase.optional(),
    answerHi: hindiOption,
    /** The wrong options in Hindi, in the same order. */
    wrongHi: z.array(hindiOption).min(3),
    ...sourced,
  })
  .refine((row) => row.wrongHi.length === row.wrong.length, {
    message: 'wrongHi must render every wrong option',
  })
  .refine((row) => (row.symbol === undefined) === (row.symbolHi === undefined), {
    message: 'a symbol row names the symbol in Hindi too',
  })
  .refine(
    (row) => (row.question === undefined) === (row.questionHi === undefined || row.factHi === undefined),
    {
      message: 'a question row has its question and fact in Hindi too',
    },
  )
  .refine((row) => (row.symbol === undefined) !== (row.question === undefined), {
    message: 'a row has either a symbol or a question',
  })
  .refine((row) => row.question === undefined || (row.key !== undefined && row.fact !== undefined), {
    message: 'a question row needs a key and the fact that explains its answer',
  });
export const schoolElementSchema = z.object({
  symbol: z.string().regex(/^[A-Z][a-z]?$/),
  /** As NCERT and IUPAC spell it: "Aluminium", "Sulphur", "Caesium". */
  name: text,
  /** NCERT's Hindi name, with the everyday Hindi name of an old metal in brackets: "आयरन (लोहा)". */
  nameHi: hindiPhrase,
  /** Where a symbol does not match the English name: "its Latin name, natrium". */
  symbolFrom: text.optional(),
  symbolFromHi: hindiPhrase.optional(),
  ...sourced,
});
export const damSchema = z
  .object({
    dam: text,
    damHi: hindiPhrase,
    /** The river's name alone: "सतलुज", read as "सतलुज नदी". */
    river: text,
    riverHi: hindiPhrase,
    state: text.optional(),
    stateHi: hindiPhrase.optional(),
    ...sourced,
  })
  .refine((row) => (row.state === undefined) === (row.stateHi === undefined), {
    message: 'a dam with a State names it in Hindi too',
  });
export const riverOriginSchema = z.object({
  river: text,
  riverHi: hindiPhrase,
  /** Where it rises, with its preposition: "on the Amarkantak plateau (Madhya Pradesh)". */
  origin: text,
  /** The same with its postposition, as it reads before "होता है": "अमरकंटक पठार पर (मध्य प्रदेश)". */
  originHi: hindiPhrase,
  ...sourced,
});
export const nationalParkSchema = z
  .object({
    park: text,
    parkHi: hindiPhrase,
    state: text,
    stateHi: hindiPhrase,
    knownFor: text.optional(),
    /** As it reads before "के लिए" (oblique case): "एक सींग वाले गैंडे". */
    knownForHi: hindiPhrase.optional(),
    ...sourced,
  })
  .refine((row) => (row.knownFor === undefined) === (row.knownForHi === undefined), {
    message: 'what a park is known for is given in Hindi too',
  });
export const awardSchema = z.object({
  award: text,
  /** The award's official Hindi name where it has one: परमवीर चक्र, ज्ञानपीठ पुरस्कार. */
  awardHi: hindiPhrase,
  field: text,
  fieldHi: hindiPhrase,
  /** For gallantry awards: their place in the order of precedence. */
  rank: text.optional(),
  rankHi: hindiPhrase.optional(),
  firstRecipient: text.optional(),
  firstRecipientHi: hindiPhrase.optional(),
  firstAwarded: text.optional(),
  firstAwardedHi: hindiPhrase.optional(),
  /** Who gives the award or whom it honours. */
  note: text.optional(),
  noteHi: hindiPhrase.optional(),
  ...sourced,
});
export const sportsTrophySchema = z.object({
  trophy: text,
  trophyHi: hindiPhrase,
  sport: text,
  sportHi: hindiPhrase,
  contestedBy: text.optional(),
  contestedByHi: hindiPhrase.optional(),
  /** What the trophy is for, or whom it is named after. */
  note: text.optional(),
  noteHi: hindiPhrase.optional(),
  ...sourced,
});
export const diseaseSchema = z.object({
  /** As it reads mid-sentence: "malaria", "the common cold", "AIDS". */
  disease: text,
  /** The name Hindi-medium books use: मलेरिया, हैजा, क्षयरोग. */
  diseaseHi: hindiPhrase,
  causeType: z.enum(['Bacterium', 'Virus', 'Protozoan', 'Fungus', 'Parasitic worm']),
  /** As it reads mid-sentence: "Plasmodium", "variola virus". */
  pathogen: text.optional(),
  pathogenHi: hindiPhrase.optional(),
  /** As it reads mid-sentence: "female Anopheles mosquito", "sandfly". */
  vector: text.optional(),
  vectorHi: hindiPhrase.optional(),
  ...sourced,
});
export const inventionSchema = z.object({
  /** What the person did, as a phrase after "credited with": "discovering penicillin". */
  achievement: text,
  /** The same as a Hindi noun phrase that reads before "का श्रेय": "पेनिसिलिन की खोज". */
  achievementHi: hindiPhrase,
  by: text,
  byHi: hindiPhrase,
  /** Achievements close enough that a learner could argue either; never distractors for each other. */
  group: text.optional(),
  ...sourced,
});
export const homophoneSetSchema = z.object({
  words: z
    .array(
      z.object({
        word: text,
        /** Our own short label for the sense asked about. */
        meaning: text,
        /** A coarse meaning class; a word never fills in as a distractor for a word of the same class. */
        class: text,
      }),
    )
    .min(2),
  level: z.enum(['easy', 'medium', 'hard']),
  ...sourced,
});

export type IndianState = z.infer<typeof indianStateSchema>;
export type ImportantDay = z.infer<typeof importantDaySchema>;
export type SiUnit = z.infer<typeof siUnitSchema>;
export type VitaminDeficiency = z.infer<typeof vitaminSchema>;
export type ConstitutionArticle = z.infer<typeof constitutionArticleSchema>;
export type ConstitutionAmendment = z.infer<typeof constitutionAmendmentSchema>;
export type NationalSymbol = z.infer<typeof nationalSymbolSchema>;
export type SchoolElement = z.infer<typeof schoolElementSchema>;
export type Dam = z.infer<typeof damSchema>;
export type RiverOrigin = z.infer<typeof riverOriginSchema>;
export type NationalPark = z.infer<typeof nationalParkSchema>;
export type Award = z.infer<typeof awardSchema>;
export type SportsTrophy = z.infer<typeof sportsTrophySchema>;
export type Disease = z.infer<typeof diseaseSchema>;
export type Invention = z.infer<typeof inventionSchema>;
export type HomophoneSet = z.infer<typeof homophoneSetSchema>;

/** Reads facts/<name>.json and validates every row; a bad row stops the build. */
export function loadFactTable<T>(name: string, rowSchema: z.ZodType<T>): T[] {
  const file = JSON.parse(readFileSync(join(FACTS_DIR, `${name}.json`), 'utf8')) as { rows: unknown };
  return z.array(rowSchema).parse(file.rows);
}
