// `npm run storage:move-to-s3` with the database's records: each file's size is checked
// against its row (shared files and message attachments), a copied object gets the row's
// type, and rows whose file is missing are named.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type postgres from 'postgres';
import { postgresClient } from '@/lib/db/postgres-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { seedDemo } from '@/lib/db/seed-demo';
import { createLocalStorage } from '@/lib/storage/local';
import { storedFileRecords } from '@/lib/storage/stored-file-records';
import { newStorageKey } from '@/lib/storage/types';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../support/local-s3';

describe('moving the files into a bucket, checked against the database', () => {
  let server: EmbeddedServer;
  let sql: postgres.Sql;
  let s3: LocalS3;
  let dataDir: string;
  const shared = newStorageKey();
  const attachment = newStorageKey();
  const gone = newStorageKey();

  beforeAll(async () => {
    server = await startEmbeddedPostgres();
    sql = postgresClient(server.url, { max: 1, prepare: false, onnotice: () => {} });
    await migrate(sql, { localShim: true });
    await seedDemo(sql);
    s3 = await startLocalS3(['moved']);
    dataDir = await mkdtemp(path.join(tmpdir(), 'move-db-'));
    const disk = createLocalStorage(path.join(dataDir, 'files'));
    await disk.put(shared, new TextEncoder().encode('%PDF-1.7 brief'), 'application/pdf');
    await disk.put(attachment, new TextEncoder().encode('a,b\n1,2\n'), 'text/csv');

    const [project] = await sql<{ id: string }[]>`select id from app.projects order by title limit 1`;
    await sql`insert into app.project_files (project_id, storage_key, file_name, content_type, size_bytes)
              values (${project.id}, ${shared}, 'brief.pdf', 'application/pdf', 14),
                     (${project.id}, ${gone}, 'lost.pdf', 'application/pdf', 99)`;
    const [message] = await sql<{ id: string }[]>`
      insert into app.project_messages (project_id, body) values (${project.id}, 'The figures') returning id`;
    // The row says 9 bytes; the file on disk has 8.
    await sql`insert into app.project_message_attachments (message_id, storage_key, file_name, content_type, size_bytes)
              values (${message.id}, ${attachment}, 'figures.csv', 'text/csv', 9)`;
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reads every stored file’s size and type', async () => {
    const records = await storedFileRecords(sql);
    expect(records.get(shared)).toEqual({ size: 14, contentType: 'application/pdf' });
    expect(records.get(attachment)).toEqual({ size: 9, contentType: 'text/csv' });
    expect(records.get(gone)).toEqual({ size: 99, contentType: 'application/pdf' });
  });

  it('copies what matches its row, refuses what does not, and names the rows without a file', async () => {
    // Asynchronous: the embedded database answers from this process's event loop.
    const result = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/storage-move.ts'],
        {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            DATABASE_URL: server.url,
            STORAGE_URL: s3.storageUrl('moved'),
            AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
            AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) => resolve({ status: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(result.stdout).toContain('1 copied, 0 already in the bucket, 1 failed');
    expect(result.stdout).toContain('0 file(s) on disk named by no database row');
    expect(result.stderr).toContain(`✗ ${attachment}: 8 bytes on disk, but the database recorded 9`);
    expect(result.stderr).toContain(`1 database row(s) name a file that is not on disk: ${gone}`);
    expect(result.status).toBe(1);

    const location = s3.location('moved');
    const object = await s3.client(location).send(new HeadObjectCommand({ Bucket: 'moved', Key: shared }));
    expect(object.ContentType).toBe('application/pdf');
    expect(object.ContentLength).toBe(14);
  });
});
