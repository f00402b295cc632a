import { IMAGE_UPLOAD_EXTENSIONS, type UploadResult } from '@edu/api-client';
import { FORM_PICTURE_MAX_KB } from '../../config/constants';
import { UploadField } from './upload-field';

export interface PictureUploadFieldProps {
  label: string;
  /** The picture's address now ('' for none): shown under the field. */
  picture: string;
  /** The uploaded picture: the form takes its address. */
  onUploaded(result: UploadResult): void;
  /** The picture's preview: its text alternative (e.g. 当前封面), size and frame. */
  preview: { alt: string; className: string };
  /** Why the form refuses the picture, under the field. */
  error?: string | undefined;
  /** Where the picture may be taken off again: the button's label, look and action. */
  remove?: { label: string; className: string; onRemove(): void };
  /** The block's place in its form's layout, beside its spacing. */
  className?: string;
}

/**
 * One picture of a form (a cover, a carousel picture, the site's logo): an image upload limited to one
 * file of FORM_PICTURE_MAX_KB, the refusal under it, and the picture it holds now, with a button to take it off where it may be
 * left empty.
 */
export function PictureUploadField({
  label,
  picture,
  onUploaded,
  preview,
  error,
  remove,
  className,
}: PictureUploadFieldProps) {
  const shown = picture ? <img src={picture} alt={preview.alt} className={preview.className} /> : null;
  return (
    <div className={className ? `space-y-2 ${className}` : 'space-y-2'}>
      <UploadField
        label={label}
        extensions={IMAGE_UPLOAD_EXTENSIONS}
        maxSizeKb={FORM_PICTURE_MAX_KB}
        maxCount={1}
        onUploaded={onUploaded}
      />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {shown && remove ? (
        <div className="flex items-end gap-3">
          {shown}
          <button type="button" className={remove.className} onClick={remove.onRemove}>
            {remove.label}
          </button>
        </div>
      ) : (
        shown
      )}
    </div>
  );
}
