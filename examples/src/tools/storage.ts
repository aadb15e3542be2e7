import { createHash, randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { acceptedContent, inputRequired, inputResponse, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

const s3 = new S3Client({ region: process.env.AWS_REGION ?? 'eu-west-1' });
const BUCKET = process.env.UPLOADS_BUCKET ?? 'acme-uploads';
const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

const ShareSchema = z.object({ share: z.boolean(), expiresInHours: z.number().int().min(1).max(168).default(24) });
const StoreAsSchema = z.object({ key: z.string().min(1).describe('Object key to store it under') });
const DeleteSchema = z.object({ confirm: z.boolean() });

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function registerStorageTools(server: McpServer): void {
  // Read-only.
  server.registerTool(
    'list_files',
    {
      description: 'List uploaded files under a prefix',
      inputSchema: z.object({ prefix: z.string().default('uploads/') }),
      annotations: { readOnlyHint: true },
    },
    async ({ prefix }) => {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, MaxKeys: 100 }));
      const keys = (page.Contents ?? []).map((o) => `${o.Key} (${o.Size} bytes)`);
      return text(keys.length > 0 ? keys.join('\n') : 'No files.');
    },
  );

  server.registerTool(
    'upload_file',
    {
      description: 'Upload a text file and optionally share a download link',
      inputSchema: z.object({ name: z.string(), contents: z.string(), contentType: z.string().default('text/plain') }),
    },
    async ({ name, contents, contentType }, ctx) => {
      const key = `uploads/${randomUUID()}/${name}`;
      // BUG: the upload happens before the sharing question, under a fresh random key: every round leaves
      // another copy of the file in the bucket.
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: contents, ContentType: contentType }));

      const share = acceptedContent(ctx.mcpReq.inputResponses, 'share', ShareSchema);
      if (!share) {
        return inputRequired({
          inputRequests: {
            share: inputRequired.elicit({ message: `Uploaded ${name}. Create a download link?`, requestedSchema: ShareSchema }),
          },
        });
      }
      if (!share.share) return text(`Stored as ${key}`);
      const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: BUCKET, Key: key }), {
        expiresIn: share.expiresInHours * 3600,
      });
      return text(`Stored as ${key}: ${url}`);
    },
  );

  // Correct: ask first. Download, hash and headers are reads and local values; the upload waits for the
  // answer.
  server.registerTool(
    'import_from_url',
    {
      description: 'Copy a file from a URL into the bucket',
      inputSchema: z.object({ url: z.url() }),
    },
    async ({ url }, ctx) => {
      const headers = new Headers();
      headers.set('accept', '*/*');
      headers.append('user-agent', 'acme-back-office/1.4');
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength > MAX_IMPORT_BYTES) return text('File too large.');

      const hash = createHash('sha256');
      hash.update(body);
      const sha256 = hash.digest('hex');
      const query = new URLSearchParams();
      query.append('source', url);
      const suggested = `imports/${sha256.slice(0, 12)}-${new URL(url).pathname.split('/').pop() ?? 'file'}`;

      const storeAs = acceptedContent(ctx.mcpReq.inputResponses, 'store_as', StoreAsSchema);
      if (!storeAs) {
        return inputRequired({
          inputRequests: {
            store_as: inputRequired.elicit({
              message: `${body.byteLength} bytes, sha256 ${sha256}. Store it as ${suggested}?`,
              requestedSchema: StoreAsSchema,
            }),
          },
        });
      }
      await s3.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: storeAs.key,
          Body: body,
          ContentType: response.headers.get('content-type') ?? 'application/octet-stream',
          Metadata: { source: query.toString(), sha256 },
        }),
      );
      return text(`Imported to ${storeAs.key}`);
    },
  );

  // Correct: ask first, guarding with the discriminated `inputResponse` view.
  server.registerTool(
    'delete_bucket_object',
    {
      description: 'Delete a file from the bucket',
      inputSchema: z.object({ key: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ key }, ctx) => {
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm_delete');
      if (answer.kind === 'missing') {
        return inputRequired({
          inputRequests: {
            confirm_delete: inputRequired.elicit({
              message: `Delete ${key} (${head.ContentLength} bytes, modified ${head.LastModified?.toISOString()})?`,
              requestedSchema: DeleteSchema,
            }),
          },
        });
      }
      if (answer.kind !== 'elicit' || answer.action !== 'accept' || answer.content?.confirm !== true) {
        return text('Kept the file.');
      }
      await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
      return text(`Deleted ${key}`);
    },
  );
}
