import { useState, type DragEvent } from 'react';

/**
 * A zone that takes files dropped on it: `zone` is its handlers, `dragging` whether files are held over it, and
 * `onFiles` is given what was dropped. A dragged text or link is not taken.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    zone: {
      onDragOver(event: DragEvent) {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop(event: DragEvent) {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
