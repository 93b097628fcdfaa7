/** Resolves once the server at `base` answers /api/health, polling every 250 ms (benchmarks start their own server). */
export async function waitForHealth(base, attempts = 240) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}
