import { apiFetchBlob } from './client';

/** A file from the API (it needs the bearer token, so no plain link), saved by the browser. */
export async function saveDownload(download: { path: string; fileName: string; action: string }) {
  const blob = await apiFetchBlob(download.path, { action: download.action });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = download.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
