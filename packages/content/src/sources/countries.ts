import { readPackageJson } from './package-files.ts';

interface WorldCountry {
  name: { common: string };
  cca2: string;
  cca3: string;
  unMember: boolean;
  capital: string[];
  currencies?: Record<string, { name: string; symbol?: string }>;
  idd: { root?: string; suffixes?: string[] };
  tld?: string[];
  region: string;
  subregion: string;
  borders: string[];
  area: number;
  demonyms?: { eng?: { m: string; f: string } };
}

interface CountriesListEntry {
  name: string;
  capital: string;
  currency: string[];
  continent: string;
  continents?: string[];
  phone: number[];
}

export interface Country {
  cca2: string;
  cca3: string;
  name: string;
  nameHi: string | undefined;
  /** Present only when both sources name the same single capital and it is not contested. */
  capital: string | undefined;
  /** ISO 4217 codes, present only when both sources agree on the whole set. */
  currencyCodes: string[] | undefined;
  /** Present only when both sources agree and the country lies on one continent. */
  continent: string | undefined;
  subregion: string;
  /** Square kilometres, used only to guess how well known a country is. */
  area: number;
  /** "+91"; present only when both sources agree on one code. */
  diallingCode: string | undefined;
  /** Present only when the country has a single Latin-script domain. */
  topLevelDomain: string | undefined;
  demonym: string | undefined;
  /** Neighbours listed on both sides, by cca3. */
  confirmedBorders: string[];
  /** Neighbours listed on one side only, or contested: never offered as an option about this country. */
  uncertainBorders: string[];
}

export interface CountryData {
  countries: Country[];
  byCca3: Map<string, Country>;
  currencyNames: Map<string, string>;
  /** How many territories of world-countries (not only UN members) use each currency code. */
  currencyUsers: Map<string, number>;
  diallingCodeUsers: Map<string, number>;
}

/**
 * Capitals we refuse to ask about: the country has several capitals (constitutional,
 * administrative, judicial), is moving its capital, or the capital is disputed.
 */
const CONTESTED_CAPITALS = new Set([
  'ZA', // Pretoria, Cape Town, Bloemfontein
  'BO', // Sucre (constitutional) and La Paz (seat of government)
  'NL', // Amsterdam (constitutional) and The Hague (seat of government)
  'MY', // Kuala Lumpur and Putrajaya (administrative)
  'LK', // Sri Jayawardenepura Kotte and Colombo
  'CI', // Yamoussoukro and Abidjan
  'BJ', // Porto-Novo and Cotonou
  'SZ', // Mbabane and Lobamba
  'TZ', // Dodoma and Dar es Salaam
  'BI', // Gitega (since 2019) and Bujumbura
  'ID', // moving from Jakarta to Nusantara
  'IL', // Jerusalem's status is disputed
  'NR', // no official capital
  'ME', // Podgorica and the old royal capital Cetinje
  'CL', // Santiago, with Congress in Valparaiso
  'YE', // Sanaa under dispute during the civil war
]);

/**
 * Borders where the data and India's official map (Survey of India) disagree: the map shows a
 * border between India and Afghanistan (through Gilgit-Baltistan), which the data does not list,
 * and no border between China and Pakistan, which the data lists (it runs through territory India
 * shows as its own). Neither pair is ever asked about or offered as an option.
 */
const CONTESTED_BORDERS: ReadonlyArray<[string, string]> = [
  ['IND', 'AFG'],
  ['CHN', 'PAK'],
];

function isContestedBorder(a: string, b: string): boolean {
  return CONTESTED_BORDERS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * Countries whose continent is argued over (they straddle two, or geography and politics
 * disagree, as for Cyprus): never asked about, even where both sources agree.
 */
const CONTESTED_CONTINENTS = new Set([
  'CY',
  'AM',
  'AZ',
  'GE',
  'KZ',
  'EG',
  'TR',
  'RU',
  'ID',
  'TL',
  'TT',
  'PA',
]);

const CONTINENT_NAMES: Record<string, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

/** world-countries' region for each countries-list continent, used to cross-check the two. */
const REGION_OF_CONTINENT: Record<string, string> = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'Americas',
  OC: 'Oceania',
  SA: 'Americas',
};

export const CONTINENTS = Object.values(CONTINENT_NAMES);

export const CONTINENT_NAMES_HI: Record<string, string> = {
  Africa: 'अफ़्रीका',
  Antarctica: 'अंटार्कटिका',
  Asia: 'एशिया',
  Europe: 'यूरोप',
  'North America': 'उत्तरी अमेरिका',
  Oceania: 'ओशिनिया',
  'South America': 'दक्षिणी अमेरिका',
};

function singleDiallingCode(country: WorldCountry): string | undefined {
  const suffixes = country.idd.suffixes ?? [];
  if (!country.idd.root || suffixes.length !== 1) return undefined;
  return `${country.idd.root}${suffixes[0]}`;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

let cached: CountryData | undefined;

export function loadCountryData(): CountryData {
  if (cached) return cached;
  const world = readPackageJson<WorldCountry[]>('world-countries', 'countries.json');
  const list = readPackageJson<Record<string, CountriesListEntry>>('countries-list', 'countries.min.json');
  const hindi = readPackageJson<{ countries: Record<string, string | string[]> }>(
    'i18n-iso-countries',
    'langs/hi.json',
  );

  const currencyNames = new Map<string, string>();
  const currencyUsers = new Map<string, number>();
  const diallingCodeUsers = new Map<string, number>();
  for (const country of world) {
    for (const [code, currency] of Object.entries(country.currencies ?? {})) {
      if (!currencyNames.has(code)) currencyNames.set(code, currency.name);
      currencyUsers.set(code, (currencyUsers.get(code) ?? 0) + 1);
    }
    for (const suffix of country.idd.suffixes ?? []) {
      const code = `${country.idd.root ?? ''}${suffix}`;
      diallingCodeUsers.set(code, (diallingCodeUsers.get(code) ?? 0) + 1);
    }
  }

  const members = world.filter((country) => country.unMember);
  const memberCodes = new Set(members.map((country) => country.cca3));
  const bordersOf = new Map(world.map((country) => [country.cca3, country.borders]));

  const countries = members.map((country): Country => {
    const other = list[country.cca2];
    const hindiName = hindi.countries[country.cca2];
    const worldCurrencies = Object.keys(country.currencies ?? {});
    const continentCode = other?.continent;
    const oneContinent =
      other !== undefined && (other.continents === undefined || other.continents.length <= 1);
    const diallingCode = singleDiallingCode(country);
    const tlds = country.tld ?? [];
    const demonym = country.demonyms?.eng;

    const confirmedBorders: string[] = [];
    const uncertainBorders: string[] = [];
    for (const neighbour of new Set([
      ...country.borders,
      ...world.filter((w) => w.borders.includes(country.cca3)).map((w) => w.cca3),
    ])) {
      const listedHere = country.borders.includes(neighbour);
      const listedThere = bordersOf.get(neighbour)?.includes(country.cca3) ?? false;
      const contested = isContestedBorder(country.cca3, neighbour);
      if (listedHere && listedThere && memberCodes.has(neighbour) && !contested)
        confirmedBorders.push(neighbour);
      else uncertainBorders.push(neighbour);
    }
    for (const [a, b] of CONTESTED_BORDERS) {
      if (country.cca3 === a && !uncertainBorders.includes(b)) uncertainBorders.push(b);
      if (country.cca3 === b && !uncertainBorders.includes(a)) uncertainBorders.push(a);
    }

    return {
      cca2: country.cca2,
      cca3: country.cca3,
      name: country.name.common,
      nameHi: Array.isArray(hindiName) ? hindiName[0] : hindiName,
      capital:
        other &&
        country.capital.length === 1 &&
        country.capital[0] === other.capital &&
        !CONTESTED_CAPITALS.has(country.cca2)
          ? country.capital[0]
          : undefined,
      currencyCodes:
        other && worldCurrencies.length > 0 && sameSet(worldCurrencies, other.currency)
          ? worldCurrencies.sort()
          : undefined,
      continent:
        continentCode &&
        oneContinent &&
        !CONTESTED_CONTINENTS.has(country.cca2) &&
        REGION_OF_CONTINENT[continentCode] === country.region
          ? CONTINENT_NAMES[continentCode]
          : undefined,
      subregion: country.subregion,
      area: country.area,
      diallingCode:
        diallingCode && other?.phone.length === 1 && `+${other.phone[0]}` === diallingCode
          ? diallingCode
          : undefined,
      topLevelDomain: tlds.length === 1 ? tlds[0] : undefined,
      demonym: demonym && demonym.m === demonym.f && demonym.m.length > 0 ? demonym.m : undefined,
      confirmedBorders: confirmedBorders.sort(),
      uncertainBorders: uncertainBorders.sort(),
    };
  });
  countries.sort((a, b) => a.cca3.localeCompare(b.cca3));
  cached = {
    countries,
    byCca3: new Map(countries.map((country) => [country.cca3, country])),
    currencyNames,
    currencyUsers,
    diallingCodeUsers,
  };
  return cached;
}
