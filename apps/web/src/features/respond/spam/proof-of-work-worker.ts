import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// Solves a form's ALTCHA challenge off the main thread, so answering never stutters.

type WorkerScope = {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const challenge = event.data;
  solveChallenge({ challenge, deriveKey }).then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  );
};
