import '@/lib/zod-csp';
import { z } from 'zod';
import { FILE_MESSAGES, fileProblem } from './rules';

/** A file input with nothing chosen still sends an empty, nameless File. */
export const isChosenFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File && !(value.size === 0 && value.name === '');

/**
 * One file shared on a project (by an admin or the project's client), checked by the browser
 * before sending and by the server action (which receives the upload's FormData).
 */
export const uploadFileSchema = z.preprocess(
  (value) => (value instanceof FormData ? { projectId: value.get('projectId'), file: value.get('file') } : value),
  z.object({
    projectId: z.uuid('Please choose a project'),
    file: z.custom<File>(isChosenFile, FILE_MESSAGES.missing).superRefine((file, ctx) => {
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  }),
);

export const deleteFileSchema = z.object({ id: z.uuid('Unknown file') });
