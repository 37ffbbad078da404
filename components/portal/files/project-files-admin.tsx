import type { ProjectFile } from '@/lib/files/queries';
import { FileUploader } from './file-uploader';
import { ProjectFileList } from './project-file-list';

/**
 * A project's shared files as the team sees them: upload several at once (with progress and
 * Cancel), and a list where every file can be downloaded or deleted.
 */
export function ProjectFilesAdmin({
  projectId,
  clientId,
  viewerId,
  files,
  title = 'Files',
  notice,
}: {
  projectId: string;
  clientId?: string;
  viewerId: string;
  files: ProjectFile[];
  title?: string;
  notice?: string | null;
}) {
  return (
    <section id="files" aria-labelledby="project-files-heading" className="panel">
      <h2 id="project-files-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {notice && (
        <p className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800" role="status">
          {notice}
        </p>
      )}
      <FileUploader projectId={projectId} help="The client can download them." />
      <ProjectFileList files={files} viewer={{ id: viewerId, staff: true }} clientId={clientId} />
    </section>
  );
}
