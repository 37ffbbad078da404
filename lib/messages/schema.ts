import '@/lib/zod-csp';
import { z } from 'zod';
import { fileProblem } from '@/lib/files/rules';
import { attachmentsProblem, MESSAGE_MAX, MESSAGE_MESSAGES } from './rules';

/**
 * A file input with nothing chosen still sends an empty, nameless file; posted through React's
 * action encoding its name arrives as the text "undefined".
 */
export const isChosenFile = (value: unknown): value is File =>
  typeof File !== 'undefined' &&
  value instanceof File &&
  !(value.size === 0 && (!value.name || value.name === 'undefined'));

const fromForm = (value: unknown) =>
  typeof FormData !== 'undefined' && value instanceof FormData
    ? {
        projectId: value.get('projectId'),
        body: value.get('body') ?? '',
        files: value.getAll('files').filter(isChosenFile),
      }
    : value;

/**
 * Files attached to one message: each follows the shared-file rules (type by name, size; the
 * action checks the contents), and together they keep to the message's count and size. Also
 * the files a client sends when marking a task done, which become such a message.
 */
export const attachmentFilesSchema = z
  .array(
    z.custom<File>(isChosenFile, 'Please choose a file').superRefine((file, ctx) => {
      const problem = fileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: `${file.name || 'A file'}: ${problem}` });
    }),
    { error: 'Please choose files to attach' },
  )
  .default([])
  .superRefine((files, ctx) => {
    const problem = attachmentsProblem(files);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A new message on a project's thread: plain text and optional attachments, which follow the
 * shared-file rules (type by name, size; the action checks the contents). Shared by the
 * message form (before sending) and the server action (which receives the form's FormData).
 */
export const messageSchema = z.preprocess(
  fromForm,
  z.object({
    projectId: z.uuid(MESSAGE_MESSAGES.project),
    body: z
      .string({ error: MESSAGE_MESSAGES.required })
      .trim()
      .min(1, MESSAGE_MESSAGES.required)
      .max(MESSAGE_MAX, MESSAGE_MESSAGES.tooLong),
    files: attachmentFilesSchema,
  }),
);
export type MessageValues = z.output<typeof messageSchema>;

/** "I have read this thread up to the newest message I was shown." */
export const markReadSchema = z.object({
  projectId: z.uuid(MESSAGE_MESSAGES.project),
  upTo: z.iso.datetime({ offset: true, error: 'Unknown message' }),
});
