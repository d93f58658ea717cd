import { describe, expect, it } from 'vitest';
import {
  awardSchema,
  constitutionAmendmentSchema,
  constitutionArticleSchema,
  constitutionalBodySchema,
  constitutionPartSchema,
  constitutionScheduleSchema,
  damSchema,
  diseaseSchema,
  homophoneSetSchema,
  inventionSchema,
  loadFactTable,
  nationalParkSchema,
  nationalSymbolSchema,
  riverOriginSchema,
  sportsTrophySchema,
} from './fact-tables.ts';

/** The 28 States and 8 Union territories (First Schedule of the Constitution, as amended to 2020). */
const STATES_AND_UNION_TERRITORIES = new Set([
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
]);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('fact tables', () => {
  it('name each article, part, schedule, amendment and body once', () => {
    expect(
      duplicates(loadFactTable('polity-articles', constitutionArticleSchema).map((row) => row.article)),
    ).toEqual([]);
    expect(duplicates(loadFactTable('polity-parts', constitutionPartSchema).map((row) => row.part))).toEqual(
      [],
    );
    expect(
      duplicates(loadFactTable('constitutional-bodies', constitutionalBodySchema).map((row) => row.article)),
    ).toEqual([]);
    const amendments = loadFactTable('polity-amendments', constitutionAmendmentSchema);
    expect(duplicates(amendments.map((row) => String(row.number)))).toEqual([]);
    expect(duplicates(amendments.flatMap((row) => row.effects))).toEqual([]);
    // A later amendment is never older than an earlier one: catches a swapped number or year.
    const byNumber = [...amendments].sort((a, b) => a.number - b.number);
    for (let i = 1; i < byNumber.length; i++)
      expect(byNumber[i]?.year).toBeGreaterThanOrEqual(byNumber[i - 1]?.year ?? 0);
  });

  it('list all twelve Schedules in order', () => {
    expect(loadFactTable('polity-schedules', constitutionScheduleSchema).map((row) => row.schedule)).toEqual([
      'First',
      'Second',
      'Third',
      'Fourth',
      'Fifth',
      'Sixth',
      'Seventh',
      'Eighth',
      'Ninth',
      'Tenth',
      'Eleventh',
      'Twelfth',
    ]);
  });

  it('place dams and parks in real States and Union territories', () => {
    const dams = loadFactTable('rivers-and-dams', damSchema);
    const parks = loadFactTable('national-parks', nationalParkSchema);
    const places = [
      ...dams.flatMap((dam) => (dam.state ? [dam.state] : [])),
      ...parks.map((park) => park.state),
    ];
    expect(places.filter((place) => !STATES_AND_UNION_TERRITORIES.has(place))).toEqual([]);
    expect(duplicates(dams.map((dam) => dam.dam))).toEqual([]);
    expect(duplicates(parks.map((park) => park.park))).toEqual([]);
    expect(duplicates(parks.flatMap((park) => (park.knownFor ? [park.knownFor] : [])))).toEqual([]);
    expect(duplicates(loadFactTable('river-origins', riverOriginSchema).map((row) => row.river))).toEqual([]);
  });

  it('never list the right answer among a national symbol’s wrong options', () => {
    for (const row of loadFactTable('national-symbols', nationalSymbolSchema)) {
      expect(row.wrong).not.toContain(row.answer);
      expect(duplicates(row.wrong)).toEqual([]);
    }
  });

  it('name each award, trophy, disease and achievement once', () => {
    const awards = loadFactTable('awards', awardSchema);
    expect(duplicates(awards.map((row) => row.award))).toEqual([]);
    expect(duplicates(awards.flatMap((row) => (row.rank ? [row.rank] : [])))).toEqual([]);
    expect(duplicates(loadFactTable('sports-trophies', sportsTrophySchema).map((row) => row.trophy))).toEqual(
      [],
    );
    const diseases = loadFactTable('diseases', diseaseSchema);
    expect(duplicates(diseases.map((row) => row.disease))).toEqual([]);
    expect(duplicates(diseases.flatMap((row) => (row.pathogen ? [row.pathogen] : [])))).toEqual([]);
    expect(duplicates(loadFactTable('inventions', inventionSchema).map((row) => row.achievement))).toEqual(
      [],
    );
  });

  it('keep homophone words and meanings unique, and no meaning naming its own word', () => {
    const words = loadFactTable('homophones', homophoneSetSchema).flatMap((set) => set.words);
    expect(duplicates(words.map((entry) => entry.word))).toEqual([]);
    expect(duplicates(words.map((entry) => entry.meaning))).toEqual([]);
    // A word's own meaning label must not give it away.
    expect(
      words.filter((entry) => entry.meaning.split(/\W+/).includes(entry.word)).map((entry) => entry.word),
    ).toEqual([]);
  });
});
