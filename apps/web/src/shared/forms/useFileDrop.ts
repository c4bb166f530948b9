import { useState, type DragEvent } from 'react';

/**
 * A drop zone for files dragged from the desktop: whether one is over it now, and the handlers to spread
 * on the zone. `onDrop` gets the dropped files unless the zone is `blocked` (disabled or busy).
 */
export function useFileDrop(blocked: boolean, onDrop: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);
  const dragProps = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      if (!blocked) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      // leaving for one of the zone's own children is not leaving the zone
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!blocked) onDrop(event.dataTransfer.files);
    },
  };
  return { dragging, dragProps };
}
