import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { UploadItem } from '../../../ui/FileUploader';
import { ImageUploader } from '../../../ui/ImageUploader';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { DISCUSSION_MAX_IMAGES, DISCUSSION_MAX_LENGTH, type Discussion } from '../../../../contract/discussion';
import { saveDiscussion, uploadDiscussionImage } from '../model';

function storedImages(post: Discussion | undefined): UploadItem[] {
  if (!post) return [];
  return post.images.map((image, index) => ({
    id: image.attachment_id,
    name: t('discussion:post.image_alt', { n: index + 1 }),
    type: 'image/jpeg',
    url: image.url,
    status: 'done',
    progress: 100,
    result: image.attachment_id,
  }));
}

/** Text and up to 3 images (§5 image uploader: jpeg/png, 2 MB each); posts, or saves an edit. */
export function DiscussionEditForm({ group, post, onSaved }: { group: string; post?: Discussion; onSaved: (saved: Discussion) => void }) {
  const text = useSignal(post ? post.content : '');
  const images = useSignal<UploadItem[]>(storedImages(post));
  const saving = useSignal(false);

  const submit = (e: Event) => {
    e.preventDefault();
    if (saving.value) return;
    if (images.value.some((item) => item.status === 'uploading')) {
      toast(t('discussion:edit.wait_uploads'), 'warning');
      return;
    }
    const imageIds = images.value.filter((item) => item.status === 'done' && typeof item.result === 'string').map((item) => item.result as string);
    if (!text.value.trim() && imageIds.length === 0) {
      toast(t('discussion:edit.empty'), 'warning');
      return;
    }
    saving.value = true;
    saveDiscussion(group, { content: text.value, image_ids: imageIds }, post ? post.discussion_id : undefined).then(
      (saved) => {
        saving.value = false;
        toast(t(post ? 'discussion:edit.saved' : 'discussion:edit.posted'), 'success');
        onSaved(saved);
      },
      (err: unknown) => {
        saving.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <form class="discussion-edit" onSubmit={submit} noValidate>
      <label class="discussion-edit__label" for="discussion-edit-text">
        {t('discussion:edit.text')}
      </label>
      <textarea
        id="discussion-edit-text"
        class="discussion-composer__input"
        rows={8}
        maxLength={DISCUSSION_MAX_LENGTH}
        placeholder={t('discussion:edit.placeholder')}
        value={text.value}
        onInput={(e) => (text.value = e.currentTarget.value)}
      />
      <span class="discussion-edit__label">{t('discussion:edit.images')}</span>
      <ImageUploader
        initial={images.value}
        max={DISCUSSION_MAX_IMAGES}
        maxSizeMB={ATTACHMENT_LIMITS_MB.image}
        label={t('discussion:edit.add_image')}
        upload={(file) => uploadDiscussionImage(group, file)}
        onChange={(items) => (images.value = items)}
      />
      <p class="discussion-edit__hint">{t('discussion:edit.images_hint')}</p>
      <Button type="submit" block loading={saving.value}>
        {t(post ? 'discussion:edit.save' : 'discussion:edit.post')}
      </Button>
    </form>
  );
}
