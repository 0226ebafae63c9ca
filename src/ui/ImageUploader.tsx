import { FileUploader, type FileUploaderProps } from './FileUploader';
import { IMAGE_TYPES } from './uploadRules';

/** The image-only uploader: JPEG and PNG, with thumbnails. */
export function ImageUploader(props: Omit<FileUploaderProps, 'accept'>) {
  return <FileUploader {...props} accept={IMAGE_TYPES} />;
}
