export declare const RECORD_FILE: string
export declare const KEPT_BUILDS: number
export declare function keepRecentChunks(
  outdir: string,
  chunkFiles: Iterable<string>,
  keep?: number,
): string[][]
