import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetchBlob } from '../../api/client';

/**
 * The profile picture as an object URL: its address needs the bearer token, which an <img>
 * cannot send. `version` refetches after an upload (the server keeps the same address).
 */
export function usePictureUrl(path: string | null | undefined, version: number): string | null {
  const blob = useQuery({
    queryKey: ['profile-picture', path, version],
    queryFn: () => apiFetchBlob(path ?? ''),
    enabled: Boolean(path),
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return path ? url : null;
}
