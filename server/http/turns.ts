// Starts work in turns of the event loop, at most `budgetMs` of synchronous work a turn. A burst of requests that
// each cost a millisecond or more to start (a /v1 request no memory cache answers: query parsing, planning, catalog
// lookups) would otherwise run back to back as they arrive, and a /health, sign-in or cached logo landing just behind
// them waited for all of it (docs/operations.md, what is shed and when). Between turns the loop
// reads and answers whatever else came in.

export type Turns = (start: () => void) => void;

export function createTurns(budgetMs = 2): Turns {
  const waiting: (() => void)[] = [];
  let spent = 0;
  let turnEnds = false;

  const run = (start: () => void) => {
    const started = performance.now();
    try {
      start();
    } finally {
      spent += performance.now() - started;
    }
  };

  // The next turn: the budget starts again, and what waited is started first, in arrival order (at least one a turn).
  const nextTurn = () => {
    spent = 0;
    turnEnds = false;
    try {
      if (waiting.length > 0) run(waiting.shift()!);
      while (waiting.length > 0 && spent < budgetMs) run(waiting.shift()!);
    } finally {
      // Even when a task threw: what still waits must not be stranded.
      if (waiting.length > 0 || spent > 0) endTurn();
    }
  };

  const endTurn = () => {
    if (turnEnds) return;
    turnEnds = true;
    setImmediate(nextTurn);
  };

  return (start) => {
    // A request alone starts at once; only what exceeds this turn's budget waits for the next.
    if (waiting.length === 0 && spent < budgetMs) run(start);
    else waiting.push(start);
    endTurn();
  };
}
