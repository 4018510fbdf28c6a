/** Calls `run` once, `wait` ms after the last call (window resize handlers use 200 ms). */
export function debounce<A extends unknown[]>(run: (...args: A) => void, wait = 200): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), wait);
  };
}
