import { Fraction, gcd } from '../../model/fraction.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num, optionHi, plural, ratio } from './format.ts';

const topic: TopicDefinition = {
  id: 'boats-and-streams',
  categoryId: 'time-speed-work',
  name: 'Boats and Streams',
  nameHi: 'नाव और धारा',
};

const kmh = (value: number | Fraction) => `${num(value)} km/h`;
const hours = (value: number | Fraction) => plural(value, 'hour');

/** Speeds a learner could reach by a real slip, kept only when positive and printable. */
function speedOptions(values: readonly Fraction[]): string[] {
  return values.filter((value) => value.numerator > 0 && value.denominator <= 4).map(kmh);
}

type Asked = 'boat' | 'stream';

const askedWords = {
  boat: { en: 'the speed of the boat in still water', hi: 'शांत जल में नाव की चाल' },
  stream: { en: 'the speed of the stream', hi: 'धारा की चाल' },
} as const;

/** Downstream and upstream speeds given: half their sum and half their difference. */
const fromSpeedsQuestions = () =>
  numericQuestions({
    topic,
    generator: 'boat-down-up-speeds',
    count: 40,
    drawParams: (random) => {
      const stream = random.int(1, 8);
      const boat = stream + random.int(2, 20);
      return { boat, stream, asked: random.pick(['boat', 'stream'] as const satisfies readonly Asked[]) };
    },
    paramsKey: ({ boat, stream, asked }) => `b=${boat};s=${stream};ask=${asked}`,
    build: ({ boat, stream, asked }) => {
      const down = boat + stream;
      const up = boat - stream;
      const answer = asked === 'boat' ? boat : stream;
      const other = asked === 'boat' ? stream : boat;
      const { en, hi } = askedWords[asked];
      return {
        stem: `A boat goes downstream at ${down} km/h and upstream at ${up} km/h. What is ${en}?`,
        answer: kmh(answer),
        mistakes: speedOptions([
          // Boat and stream swapped.
          new Fraction(other),
          // Forgot to halve.
          new Fraction(asked === 'boat' ? down + up : down - up),
          new Fraction(answer + 1),
          new Fraction(answer + 2),
          new Fraction(answer - 1),
        ]),
        explanation:
          asked === 'boat'
            ? `Boat speed = (downstream + upstream) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} km/h.`
            : `Stream speed = (downstream − upstream) ÷ 2 = (${down} − ${up}) ÷ 2 = ${stream} km/h.`,
        difficulty: 'easy',
        hindi: {
          stem: `एक नाव धारा के अनुकूल ${down} किमी/घंटा और धारा के प्रतिकूल ${up} किमी/घंटा की चाल से चलती है। ${hi} कितनी है?`,
          explanation:
            asked === 'boat'
              ? `नाव की चाल = (अनुकूल चाल + प्रतिकूल चाल) ÷ 2 = (${down} + ${up}) ÷ 2 = ${boat} किमी/घंटा।`
              : `धारा की चाल = (अनुकूल चाल − प्रतिकूल चाल) ÷ 2 = (${down} − ${up}) ÷ 2 = ${stream} किमी/घंटा।`,
          optionHi,
        },
      };
    },
    solve: ({ boat, stream, asked }) => {
      // Solve b + s = D, b − s = U from the stated speeds.
      const down = new Fraction(boat + stream);
      const up = new Fraction(boat - stream);
      return kmh(asked === 'boat' ? down.add(up).div(2) : down.sub(up).div(2));
    },
  });

/** Distances and times both ways: speeds first, then half-sum or half-difference. */
const fromTripsQuestions = () =>
  numericQuestions({
    topic,
    generator: 'boat-trips',
    count: 50,
    drawParams: (random) => {
      const stream = random.int(1, 6);
      const boat = stream + random.int(2, 16);
      return {
        boat,
        stream,
        downHours: random.int(2, 6),
        upHours: random.int(2, 6),
        asked: random.pick(['boat', 'stream'] as const satisfies readonly Asked[]),
      };
    },
    paramsKey: ({ boat, stream, downHours, upHours, asked }) =>
      `b=${boat};s=${stream};td=${downHours};tu=${upHours};ask=${asked}`,
    build: ({ boat, stream, downHours, upHours, asked }) => {
      const down = boat + stream;
      const up = boat - stream;
      const downKm = down * downHours;
      const upKm = up * upHours;
      const answer = asked === 'boat' ? boat : stream;
      const other = asked === 'boat' ? stream : boat;
      const { en, hi } = askedWords[asked];
      const combine =
        asked === 'boat'
          ? `Boat speed = (${down} + ${up}) ÷ 2 = ${boat} km/h.`
          : `Stream speed = (${down} − ${up}) ÷ 2 = ${stream} km/h.`;
      const combineHi =
        asked === 'boat'
          ? `नाव की चाल = (${down} + ${up}) ÷ 2 = ${boat} किमी/घंटा।`
          : `धारा की चाल = (${down} − ${up}) ÷ 2 = ${stream} किमी/घंटा।`;
      return {
        stem: `A boat covers ${downKm} km downstream in ${downHours} hours and ${upKm} km upstream in ${upHours} hours. What is ${en}?`,
        answer: kmh(answer),
        mistakes: speedOptions([
          new Fraction(other),
          // Forgot to halve.
          new Fraction(asked === 'boat' ? down + up : down - up),
          // Averaged the distances over the total time.
          new Fraction(downKm + upKm, downHours + upHours),
          new Fraction(answer + 1),
          new Fraction(answer + 2),
        ]),
        explanation: `Downstream speed = ${downKm} ÷ ${downHours} = ${down} km/h; upstream speed = ${upKm} ÷ ${upHours} = ${up} km/h.\n${combine}`,
        difficulty: 'medium',
        hindi: {
          stem: `एक नाव धारा के अनुकूल ${downKm} किमी ${downHours} घंटे में और धारा के प्रतिकूल ${upKm} किमी ${upHours} घंटे में तय करती है। ${hi} कितनी है?`,
          explanation: `अनुकूल चाल = ${downKm} ÷ ${downHours} = ${down} किमी/घंटा; प्रतिकूल चाल = ${upKm} ÷ ${upHours} = ${up} किमी/घंटा।\n${combineHi}`,
          optionHi,
        },
      };
    },
    solve: ({ boat, stream, downHours, upHours, asked }) => {
      const down = new Fraction((boat + stream) * downHours, downHours);
      const up = new Fraction((boat - stream) * upHours, upHours);
      return kmh(asked === 'boat' ? down.add(up).div(2) : down.sub(up).div(2));
    },
  });

/** There and back: the two legs at different speeds. */
const roundTripQuestions = () =>
  numericQuestions({
    topic,
    generator: 'boat-round-trip',
    count: 40,
    drawParams: (random) => {
      const stream = random.int(1, 6);
      const boat = stream + random.int(2, 14);
      const distance = random.int(2, 24) * 6;
      return { boat, stream, distance };
    },
    paramsKey: ({ boat, stream, distance }) => `b=${boat};s=${stream};d=${distance}`,
    build: ({ boat, stream, distance }) => {
      const down = boat + stream;
      const up = boat - stream;
      if (distance % down !== 0 || distance % up !== 0) return undefined;
      const downTime = distance / down;
      const upTime = distance / up;
      const total = downTime + upTime;
      if (total > 30) return undefined;
      return {
        stem: `The speed of a boat in still water is ${boat} km/h and the speed of the stream is ${stream} km/h. How long will the boat take to go ${distance} km downstream and come back?`,
        answer: hours(total),
        mistakes: [
          // Ignored the stream.
          ...(Number.isInteger((2 * distance) / boat) ? [hours((2 * distance) / boat)] : []),
          // Used the downstream or the upstream speed both ways.
          hours(2 * downTime),
          hours(2 * upTime),
          hours(total + 1),
          hours(total + 2),
          ...(total > 2 ? [hours(total - 1)] : []),
        ],
        explanation: `Downstream speed = ${boat} + ${stream} = ${down} km/h, time = ${distance} ÷ ${down} = ${downTime} h.\nUpstream speed = ${boat} − ${stream} = ${up} km/h, time = ${distance} ÷ ${up} = ${upTime} h.\nTotal = ${downTime} + ${upTime} = ${total} hours.`,
        difficulty: 'medium',
        hindi: {
          stem: `शांत जल में एक नाव की चाल ${boat} किमी/घंटा है और धारा की चाल ${stream} किमी/घंटा है। नाव को धारा के अनुकूल ${distance} किमी जाकर वापस आने में कितना समय लगेगा?`,
          explanation: `अनुकूल चाल = ${boat} + ${stream} = ${down} किमी/घंटा, समय = ${distance} ÷ ${down} = ${downTime} घंटे।\nप्रतिकूल चाल = ${boat} − ${stream} = ${up} किमी/घंटा, समय = ${distance} ÷ ${up} = ${upTime} घंटे।\nकुल समय = ${downTime} + ${upTime} = ${total} घंटे।`,
          optionHi,
        },
      };
    },
    solve: ({ boat, stream, distance }) =>
      hours(new Fraction(distance, boat + stream).add(new Fraction(distance, boat - stream))),
  });

/** Upstream takes k times as long as downstream over the same distance: boat : stream = (k + 1) : (k − 1). */
const timesLongerQuestions = () =>
  numericQuestions({
    topic,
    generator: 'boat-times-longer',
    count: 60,
    drawParams: (random) => ({
      k: random.int(2, 5),
      unit: random.int(1, 8),
      asked: random.pick(['boat', 'stream'] as const satisfies readonly Asked[]),
    }),
    paramsKey: ({ k, unit, asked }) => `k=${k};u=${unit};ask=${asked}`,
    build: ({ k, unit, asked }) => {
      // Upstream speed u, downstream ku; boat = u(k + 1)/2, stream = u(k − 1)/2. Scale so both are whole.
      const boat = unit * (k + 1);
      const stream = unit * (k - 1);
      // Rivers in the paper flow at a few km/h; keep the numbers believable.
      if (stream > 12) return undefined;
      const times = ['', '', 'twice', 'three times', 'four times', 'five times'][k];
      const timesHi = ['', '', 'दोगुना', 'तीन गुना', 'चार गुना', 'पाँच गुना'][k];
      const given = asked === 'stream' ? boat : stream;
      const answer = asked === 'stream' ? stream : boat;
      const givenEn = asked === 'stream' ? 'the speed of the boat in still water' : 'the speed of the stream';
      const givenHi = asked === 'stream' ? 'शांत जल में नाव की चाल' : 'धारा की चाल';
      const { en, hi } = askedWords[asked];
      // (k + 1) : (k − 1) in lowest terms: 4 : 2 is written 2 : 1.
      const divisor = gcd(k + 1, k - 1);
      const [boatPart, streamPart] = [(k + 1) / divisor, (k - 1) / divisor];
      const partsRatio = ratio(k + 1, k - 1);
      const fraction = (top: number, bottom: number) => (bottom === 1 ? `${top}` : `${top}/${bottom}`);
      const last =
        asked === 'stream'
          ? `Stream = ${boat} × ${fraction(streamPart, boatPart)} = ${stream} km/h.`
          : `Boat = ${stream} × ${fraction(boatPart, streamPart)} = ${boat} km/h.`;
      const lastHi =
        asked === 'stream'
          ? `धारा की चाल = ${boat} × ${fraction(streamPart, boatPart)} = ${stream} किमी/घंटा।`
          : `नाव की चाल = ${stream} × ${fraction(boatPart, streamPart)} = ${boat} किमी/घंटा।`;
      return {
        stem: `A boat takes ${times} as long to row a distance upstream as to row the same distance downstream. If ${givenEn} is ${given} km/h, what is ${en}?`,
        answer: kmh(answer),
        mistakes: speedOptions([
          // Took the ratio as k : 1 itself.
          asked === 'stream' ? new Fraction(boat, k) : new Fraction(stream * k),
          // The ratio (k + 1) : (k − 1) turned the wrong way.
          asked === 'stream'
            ? new Fraction(boat * (k - 1) * (k - 1), (k + 1) * (k + 1))
            : new Fraction(stream * (k + 1) * (k + 1), (k - 1) * (k - 1)),
          asked === 'stream' ? new Fraction(boat, k + 1) : new Fraction(stream * (k - 1)),
          new Fraction(answer + unit),
          new Fraction(answer + 2),
        ]),
        explanation: `Speeds are in the inverse ratio of times: downstream : upstream = ${k} : 1.\nSo (boat + stream) : (boat − stream) = ${k} : 1, giving boat : stream = ${partsRatio}.\n${last}`,
        difficulty: 'hard',
        hindi: {
          stem: `एक नाव को किसी दूरी को धारा के प्रतिकूल तय करने में, उतनी ही दूरी धारा के अनुकूल तय करने की तुलना में ${timesHi} समय लगता है। यदि ${givenHi} ${given} किमी/घंटा है, तो ${hi} कितनी है?`,
          explanation: `चाल समय के व्युत्क्रमानुपाती होती है: अनुकूल चाल : प्रतिकूल चाल = ${k} : 1।\nअतः (नाव + धारा) : (नाव − धारा) = ${k} : 1, जिससे नाव : धारा = ${partsRatio}।\n${lastHi}`,
          optionHi,
        },
      };
    },
    // Search for the unknown speed (in quarters) that makes the upstream time k times the downstream.
    solve: ({ k, unit, asked }) => {
      const known = asked === 'stream' ? unit * (k + 1) : unit * (k - 1);
      for (let quarters = 1; quarters < 1000; quarters++) {
        const guess = new Fraction(quarters, 4);
        const [boat, stream] =
          asked === 'stream' ? [new Fraction(known), guess] : [guess, new Fraction(known)];
        if (
          stream.numerator > 0 &&
          boat.sub(stream).numerator > 0 &&
          boat.add(stream).equals(boat.sub(stream).mul(k))
        )
          return kmh(guess);
      }
      return 'none';
    },
  });

/** Time for a one-way trip against or with the stream. */
const oneWayQuestions = () =>
  numericQuestions({
    topic,
    generator: 'boat-one-way',
    count: 40,
    drawParams: (random) => {
      const stream = random.int(1, 6);
      const boat = stream + random.int(2, 16);
      const against = random.next() < 0.5;
      const hoursTaken = random.int(2, 8);
      return { boat, stream, against, hoursTaken };
    },
    paramsKey: ({ boat, stream, against, hoursTaken }) =>
      `b=${boat};s=${stream};up=${against};t=${hoursTaken}`,
    build: ({ boat, stream, against, hoursTaken }) => {
      const speed = against ? boat - stream : boat + stream;
      const wrongSpeed = against ? boat + stream : boat - stream;
      const distance = speed * hoursTaken;
      const way = against ? 'upstream' : 'downstream';
      const wayHi = against ? 'धारा के प्रतिकूल' : 'धारा के अनुकूल';
      const sign = against ? '−' : '+';
      const wrongTime = new Fraction(distance, wrongSpeed);
      const stillTime = new Fraction(distance, boat);
      return {
        stem: `A boat whose speed in still water is ${boat} km/h goes ${distance} km ${way} in a river flowing at ${stream} km/h. How long does it take?`,
        answer: hours(hoursTaken),
        mistakes: [
          // Added the stream where it should be subtracted, or the reverse.
          ...(wrongTime.denominator <= 4 ? [hours(wrongTime)] : []),
          // Ignored the stream.
          ...(stillTime.denominator <= 4 ? [hours(stillTime)] : []),
          hours(hoursTaken + 1),
          hours(hoursTaken + 2),
          hours(hoursTaken - 1),
        ],
        explanation: `${against ? 'Upstream' : 'Downstream'} speed = ${boat} ${sign} ${stream} = ${speed} km/h.\nTime = ${distance} ÷ ${speed} = ${hoursTaken} hours.`,
        difficulty: 'easy',
        hindi: {
          stem: `शांत जल में ${boat} किमी/घंटा की चाल वाली एक नाव ${stream} किमी/घंटा से बहती नदी में ${wayHi} ${distance} किमी जाती है। उसे कितना समय लगेगा?`,
          explanation: `${against ? 'प्रतिकूल' : 'अनुकूल'} चाल = ${boat} ${sign} ${stream} = ${speed} किमी/घंटा।\nसमय = ${distance} ÷ ${speed} = ${hoursTaken} घंटे।`,
          optionHi,
        },
      };
    },
    // Stated distance over the effective speed, worked as fractions.
    solve: ({ boat, stream, against, hoursTaken }) => {
      const distance = new Fraction((against ? boat - stream : boat + stream) * hoursTaken);
      const effective = new Fraction(boat).add(new Fraction(against ? -stream : stream));
      return hours(distance.div(effective));
    },
  });

export const boatsAndStreams: TopicGenerator = {
  topic,
  generate: () => [
    ...fromSpeedsQuestions(),
    ...fromTripsQuestions(),
    ...roundTripQuestions(),
    ...timesLongerQuestions(),
    ...oneWayQuestions(),
  ],
};
