// The shared UI kit: components with no domain knowledge. Importing through this
// file pulls in every component's CSS; the app root (which is first paint) should
// import its hosts directly, e.g. `import { Toasts } from '../ui/Toasts'`.
//
// Mount once at the app root: <ModalHost/> (confirm, showMessage, openModal,
// showImageViewer, showGallery) and <Toasts/> (toast).
export { Icon, type IconName, type IconProps } from './Icon';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Spinner } from './Spinner';
export { Avatar, type AvatarProps } from './Avatar';
export { Skeleton, type SkeletonProps } from './Skeleton';

export { toast, dismissToast, clearToasts, toasts, TOAST_DURATION, type ToastKind, type ToastItem } from './toast';
export { Toasts } from './Toasts';

export { Dialog, DIALOG_WIDTH, type DialogProps } from './Dialog';
export { ConfirmDialog, confirm, type ConfirmOptions } from './ConfirmDialog';
export { MessageModal, showMessage, type MessageOptions } from './MessageModal';
export { openModal, closeAllModals } from './modals';
export { ModalHost } from './ModalHost';
// The brief's name for the host that renders confirm(): it is the one modal host.
export { ModalHost as ConfirmHost } from './ModalHost';

export { BottomSheet, type BottomSheetProps } from './BottomSheet';
export { EditableFieldSheet, type EditableFieldSheetProps } from './EditableFieldSheet';

export { InfiniteList, INFINITE_LIST_THRESHOLD, type InfiniteListProps, type InfinitePage } from './InfiniteList';
export { GridPanel, type GridPanelItem, type GridPanelProps } from './GridPanel';

export { FileUploader, type FileUploaderProps, type UploadItem, type UploadStatus } from './FileUploader';
export { ImageUploader } from './ImageUploader';
export { checkUpload, IMAGE_TYPES, UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_MB, UPLOAD_BUTTON_SIZE } from './uploadRules';

export { ImageViewer, showImageViewer, type ImageViewerProps } from './ImageViewer';
export { Gallery, showGallery, GALLERY_HEIGHT, type GalleryProps } from './Gallery';

export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
export { type DateLimits } from './dateLimits';

export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyText } from './clipboard';
export { QrCode, type QrCodeProps } from './QrCode';
