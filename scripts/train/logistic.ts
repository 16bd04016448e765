// Fits a logistic regression by full-batch gradient descent with L2 regularisation on standardised features:
// small, dependency-free and deterministic for a given data order.
export interface Fitted {
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
}

export interface FitOptions {
  epochs: number;
  rate: number;
  l2: number;
  /** Features whose weight may not go below zero (projected gradient descent). */
  nonNegative?: readonly number[];
  /** Weigh each class to half the total, so adding kinds of negatives does not teach "usually not a logo". */
  balanceClasses?: boolean;
}

export function fitLogistic(xs: readonly number[][], ys: readonly number[], options: FitOptions = { epochs: 3000, rate: 0.5, l2: 1e-3 }): Fitted {
  const n = xs.length;
  const d = xs[0]!.length;
  const mean = Array.from({ length: d }, (_, j) => xs.reduce((sum, x) => sum + x[j]!, 0) / n);
  const std = Array.from({ length: d }, (_, j) => Math.sqrt(xs.reduce((sum, x) => sum + (x[j]! - mean[j]!) ** 2, 0) / n) || 1);
  const z = xs.map((x) => x.map((value, j) => (value - mean[j]!) / std[j]!));
  const weights = new Array<number>(d).fill(0);
  let bias = 0;
  const positives = ys.reduce((sum, y) => sum + y, 0);
  const weightOf = (y: number) => (options.balanceClasses && positives > 0 && positives < n ? n / (2 * (y === 1 ? positives : n - positives)) : 1);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const gradient = new Array<number>(d).fill(0);
    let gradientBias = 0;
    for (let i = 0; i < n; i++) {
      const error = (predict(z[i]!, weights, bias) - ys[i]!) * weightOf(ys[i]!);
      for (let j = 0; j < d; j++) gradient[j]! += error * z[i]![j]!;
      gradientBias += error;
    }
    for (let j = 0; j < d; j++) weights[j]! -= options.rate * (gradient[j]! / n + options.l2 * weights[j]!);
    for (const j of options.nonNegative ?? []) weights[j] = Math.max(0, weights[j]!);
    bias -= options.rate * (gradientBias / n);
  }
  return { mean, std, weights, bias };
}

export function probability(fitted: Fitted, x: readonly number[]): number {
  return predict(x.map((value, j) => (value - fitted.mean[j]!) / fitted.std[j]!), fitted.weights, fitted.bias);
}

function predict(z: readonly number[], weights: readonly number[], bias: number): number {
  let sum = bias;
  for (let j = 0; j < z.length; j++) sum += weights[j]! * z[j]!;
  return 1 / (1 + Math.exp(-sum));
}
