import { useEffect, useState } from 'react';

/** A blob URL to preview a chosen file, revoked when the file or the preview goes away. */
export function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
