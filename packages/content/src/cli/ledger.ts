import { readLedger, recordQuestions, unrecordedQuestions, writeLedger } from '../answer-key-ledger.ts';
import { buildQuestionBank } from '../build-bank.ts';
import { buildMocks, publishedPapers } from '../mocks/build-mocks.ts';
import { loadMockPins, pinPublishedPapers, unpinnedPapers, writeMockPins } from '../mocks/mock-pins.ts';
import { formatProblem } from '../validators/validation-problem.ts';

// Records only a bank that passes every validator: a draft's questions never enter the ledger.
const bank = buildQuestionBank();
// The papers the build publishes, an operator's pins (MOCK_PINS_FILE) included, as the build takes them.
const mocks = buildMocks(bank, loadMockPins({ operatorPath: process.env.MOCK_PINS_FILE }));
const problems = [...bank.problems, ...mocks.problems];
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`ledger not written: the bank and its mocks have ${problems.length} problem(s)`);
  process.exit(1);
}
const questions = bank.topics.flatMap((built) => built.questions);
const ledger = readLedger();
const added = unrecordedQuestions(ledger, questions).length;
writeLedger(recordQuestions(ledger, questions));
console.info(`answer-key ledger: ${added} new questions recorded`);

// Pinned, a published paper stays the same whatever the bank becomes.
const papers = publishedPapers(mocks.exams);
const committed = loadMockPins().pins;
const pinned = unpinnedPapers(committed, papers).length;
writeMockPins(pinPublishedPapers(committed, papers));
console.info(`mock pins: ${pinned} published papers newly pinned`);
