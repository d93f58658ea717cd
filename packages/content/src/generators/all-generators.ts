import type { TopicGenerator } from '../model/topic-generator.ts';
import { newArithmeticAndAlgebraGenerators } from './aptitude/algebra-and-arithmetic-topics.ts';
import { arithmeticExtraGenerators } from './aptitude/arithmetic-extra-topics.ts';
import { averages } from './aptitude/averages.ts';
import { geometryAndDataGenerators } from './aptitude/figure-topics.ts';
import { hcfAndLcm } from './aptitude/hcf-lcm.ts';
import { compoundInterest, simpleInterest } from './aptitude/interest.ts';
import { mensuration } from './aptitude/mensuration.ts';
import { mixturesAndAlligation } from './aptitude/mixtures.ts';
import { percentageChange, percentageOfNumber } from './aptitude/percentage.ts';
import { profitAndLoss } from './aptitude/profit-loss.ts';
import { ratioAndAges } from './aptitude/ratio-ages.ts';
import { remainders } from './aptitude/remainders.ts';
import { speedAndDistance } from './aptitude/speed-distance.ts';
import { timeAndWork } from './aptitude/time-and-work.ts';
import { antonymGenerators } from './english/antonyms.ts';
import { englishItemGenerators } from './english/english-items.ts';
import { homophoneGenerators } from './english/homophones.ts';
import { irregularFormGenerators } from './english/irregular-forms.ts';
import { spellingGenerators } from './english/spelling.ts';
import { synonymGenerators } from './english/synonyms.ts';
import { awardGenerators } from './gk/awards.ts';
import { chemicalElementGenerators } from './gk/chemical-elements.ts';
import { countryBorderGenerators } from './gk/country-borders.ts';
import { countryCapitalGenerators } from './gk/country-capitals.ts';
import { countryContinentGenerators } from './gk/country-continents.ts';
import { countryCurrencyGenerators } from './gk/country-currencies.ts';
import { diseaseGenerators } from './gk/diseases.ts';
import { factSetGenerators } from './gk/fact-set-questions.ts';
import { indianPolityGenerators } from './gk/indian-polity.ts';
import { indianStateGenerators } from './gk/indian-states.ts';
import { inventionGenerators } from './gk/inventions.ts';
import { nationalParkGenerators } from './gk/national-parks.ts';
import { nationalSymbolGenerators } from './gk/national-symbols.ts';
import { riversAndDamsGenerators } from './gk/rivers-and-dams.ts';
import { sportsTrophyGenerators } from './gk/sports-trophies.ts';
import { staticFactGenerators } from './gk/static-facts.ts';
import { bloodRelations } from './reasoning/blood-relations.ts';
import { calendarDays } from './reasoning/calendar.ts';
import { clockAngles } from './reasoning/clock-angles.ts';
import { codingDecoding } from './reasoning/coding-decoding.ts';
import { directionSense } from './reasoning/direction-sense.ts';
import { letterSeries } from './reasoning/letter-series.ts';
import { nonVerbalGenerators } from './reasoning/non-verbal-topics.ts';
import { numberAnalogy } from './reasoning/number-analogy.ts';
import { numberSeries } from './reasoning/number-series.ts';
import { oddOneOut } from './reasoning/odd-one-out.ts';
import { ranking } from './reasoning/ranking.ts';
import { syllogisms } from './reasoning/syllogism.ts';
import { verbalPuzzleGenerators } from './reasoning/verbal-puzzle-topics.ts';

/** Every topic of the bank. Order here does not affect ids, options or pack contents. */
export const ALL_GENERATORS: readonly TopicGenerator[] = [
  ...countryCapitalGenerators,
  ...countryCurrencyGenerators,
  ...countryContinentGenerators,
  ...countryBorderGenerators,
  ...chemicalElementGenerators,
  ...indianStateGenerators,
  ...staticFactGenerators,
  ...indianPolityGenerators,
  ...riversAndDamsGenerators,
  ...nationalParkGenerators,
  ...nationalSymbolGenerators,
  ...awardGenerators,
  ...sportsTrophyGenerators,
  ...diseaseGenerators,
  ...inventionGenerators,
  ...factSetGenerators(),
  percentageOfNumber,
  percentageChange,
  profitAndLoss,
  simpleInterest,
  compoundInterest,
  ratioAndAges,
  averages,
  mixturesAndAlligation,
  timeAndWork,
  speedAndDistance,
  hcfAndLcm,
  remainders,
  mensuration,
  ...newArithmeticAndAlgebraGenerators,
  ...arithmeticExtraGenerators,
  ...geometryAndDataGenerators,
  numberSeries,
  letterSeries,
  codingDecoding,
  numberAnalogy,
  oddOneOut,
  syllogisms,
  bloodRelations,
  directionSense,
  ranking,
  calendarDays,
  clockAngles,
  ...verbalPuzzleGenerators,
  ...nonVerbalGenerators,
  ...synonymGenerators,
  ...antonymGenerators,
  ...homophoneGenerators,
  ...spellingGenerators,
  ...irregularFormGenerators,
  ...englishItemGenerators(),
];
