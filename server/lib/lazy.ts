/**
 * A module loaded at its first use, once: for a provider's SDK, which takes a few hundred ms to import
 * (the wallet's ~0.3 s, Alipay's ~0.4 s) while most processes that start the server (a test's, an
 * operator command, a replica that never signs anyone in) never call it.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
