import { apiErrors } from '../../lib/errors';
import { lazyModule } from '../../lib/lazy';
import type { FileStore } from '../files.provider';

// Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Tencent COS, Aliyun OSS…) through
// the AWS SDK (@aws-sdk/client-s3 3.1175.0, pinned: later versions need Node 22), loaded at the first
// call. Each object is <prefix><id>; a read asks for exactly the bytes wanted (Range), so media seek
// without the server holding whole files. Checksums are sent only where S3 requires them (the
// SDK's default adds CRC32 trailers some S3-compatible stores refuse); every request is SigV4-signed
// with the payload's SHA-256.

export type S3Config = {
  /** https://s3.<region>.amazonaws.com, or a compatible store's endpoint (http://127.0.0.1:9000). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (<endpoint>/<bucket>/<key>), as most compatible stores want. */
  forcePathStyle: boolean;
  /** Put before every key (`attachments/`). */
  prefix: string;
  timeoutMs?: number;
};

const s3Sdk = lazyModule(() => import('@aws-sdk/client-s3'));

export function s3FileStore(config: S3Config): FileStore {
  const key = (id: string) => `${config.prefix}${id}`;
  let client: Promise<InstanceType<Awaited<ReturnType<typeof s3Sdk>>['S3Client']>> | null = null;
  const s3 = () => {
    client ??= s3Sdk().then(({ S3Client }) => new S3Client({
      endpoint: config.endpoint, region: config.region, forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', maxAttempts: 2,
    }));
    return client;
  };
  const failed = (what: string, error: unknown) => {
    const name = (error as { name?: string }).name ?? 'Error';
    return apiErrors.unavailable(`the file store refused to ${what}: ${name}`);
  };
  return {
    async put(id, bytes, contentType) {
      const { PutObjectCommand } = await s3Sdk();
      try {
        await (await s3()).send(new PutObjectCommand({ Bucket: config.bucket, Key: key(id), Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw failed('keep the file', error);
      }
    },
    async read(id, start, length) {
      if (length <= 0) return Buffer.alloc(0);
      const { GetObjectCommand } = await s3Sdk();
      try {
        const answer = await (await s3()).send(new GetObjectCommand({
          Bucket: config.bucket, Key: key(id), Range: `bytes=${start}-${start + length - 1}`,
        }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw failed('read the file', error);
      }
    },
    async remove(id) {
      const { DeleteObjectCommand } = await s3Sdk();
      try {
        await (await s3()).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(id) }));
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return;
        throw failed('remove the file', error);
      }
    },
  };
}
