import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Answers under this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** A low Brotli level keeps compressing on the fly cheap. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) => zlib.brotliCompressSync(json, BROTLI_OPTIONS),
  gzip: (json) => zlib.gzipSync(json),
};

/**
 * A serialised answer kept for many requests, compressed once for each encoding clients ask for
 * rather than once per request.
 */
export class PackedAnswer {
  /** Whether the bytes sent depend on the client's Accept-Encoding. */
  readonly varies: boolean;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {
    this.varies = json.length >= COMPRESS_THRESHOLD;
  }

  /** The bytes for a client that sent `acceptEncoding`, and how they are encoded (none: as is). */
  bytesFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
    if (!this.varies || !acceptEncoding) return { body: this.json };
    const encoding = encodings.negotiate(acceptEncoding);
    if (!encoding) return { body: this.json };
    let body = this.#encoded.get(encoding);
    if (!body) this.#encoded.set(encoding, (body = compressors[encoding](this.json)));
    return { body, encoding };
  }
}
