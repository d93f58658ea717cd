import { readLedger, recordQuestions, unrecordedQuestions, writeLedger } from '../answer-key-ledger.ts';
import { buildQuestionBank } from '../build-bank.ts';
import { formatProblem } from '../validators/validation-problem.ts';

// Records only a bank that passes every validator: a draft's questions never enter the ledger.
const bank = buildQuestionBank();
if (bank.problems.length > 0) {
  for (const problem of bank.problems) console.error(formatProblem(problem));
  console.error(`ledger not written: the bank has ${bank.problems.length} problem(s)`);
  process.exit(1);
}
const questions = bank.topics.flatMap((built) => built.questions);
const ledger = readLedger();
const added = unrecordedQuestions(ledger, questions).length;
writeLedger(recordQuestions(ledger, questions));
console.info(`answer-key ledger: ${added} new questions recorded`);
