/** One reason the build must fail, naming the question or topic at fault. */
export interface ValidationProblem {
  where: string;
  message: string;
}

export function formatProblem(problem: ValidationProblem): string {
  return `${problem.where}: ${problem.message}`;
}
