import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import type { UploadItem } from '../../../ui/FileUploader';
import { ImageUploader } from '../../../ui/ImageUploader';
import { toast } from '../../../ui/toast';
import { useForm, type FormErrors } from '../../../ui/useForm';
import { ATTACHMENT_LIMITS_MB } from '../../../../contract/attachment';
import { DISCUSSION_MAX_IMAGES, DISCUSSION_MAX_LENGTH, type Discussion } from '../../../../contract/discussion';
import { ErrorCode } from '../../../../contract/errors';
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

type Post = { text: string; images: UploadItem[] };

/** Some image is still on its way to the server. */
const uploading = (images: UploadItem[]) => images.some((item) => item.status === 'uploading');

/** The attachment ids of the images stored so far. */
const storedIds = (images: UploadItem[]) =>
  images.filter((item) => item.status === 'done' && typeof item.result === 'string').map((item) => item.result as string);

/** Why the post cannot be sent yet: images still uploading (above the button), or nothing in it (under the text). */
function problemsOf(v: Post): FormErrors<Post> {
  if (uploading(v.images)) return { form: t('discussion:edit.wait_uploads') };
  if (!v.text.trim() && storedIds(v.images).length === 0) return { text: t('discussion:edit.empty') };
  return {};
}

/**
 * Text and up to 3 images (§5 image uploader: jpeg/png, 2 MB each); posts, or saves an edit. A
 * refusal is said above the button (under the text when it is about the text), keeping the post.
 */
export function DiscussionEditForm({ group, post, onSaved }: { group: string; post?: Discussion; onSaved: (saved: Discussion) => void }) {
  const form = useForm<Post>({ text: post ? post.content : '', images: storedImages(post) });

  const pick = (items: UploadItem[]) => {
    form.set('images', items);
    // Asked to wait for the uploads: said no longer once they are done.
    if (!uploading(items) && form.errors.form === t('discussion:edit.wait_uploads')) form.fail({ ...form.errors, form: undefined });
  };

  const submit = form.submit({
    check: problemsOf,
    send: (v) => saveDiscussion(group, { content: v.text, image_ids: storedIds(v.images) }, post ? post.discussion_id : undefined),
    refusal: (error) => (error instanceof ApiError && error.code === ErrorCode.controlCharacters ? { text: error } : { form: error }),
    done: (saved) => {
      toast(t(post ? 'discussion:edit.saved' : 'discussion:edit.posted'), 'success');
      onSaved(saved);
    },
  });

  return (
    <form class="discussion-edit" onSubmit={submit} noValidate>
      <label class="discussion-edit__label" for={form.fieldId('text')}>
        {t('discussion:edit.text')}
      </label>
      <textarea
        {...form.bind('text')}
        class="discussion-composer__input"
        rows={8}
        maxLength={DISCUSSION_MAX_LENGTH}
        placeholder={t('discussion:edit.placeholder')}
      />
      <FieldError {...form.errorOf('text')} class="discussion-composer__error" />
      <span class="discussion-edit__label">{t('discussion:edit.images')}</span>
      <ImageUploader
        initial={form.values.images}
        max={DISCUSSION_MAX_IMAGES}
        maxSizeMB={ATTACHMENT_LIMITS_MB.image}
        label={t('discussion:edit.add_image')}
        upload={(file) => uploadDiscussionImage(group, file)}
        onChange={pick}
      />
      <p class="discussion-edit__hint">{t('discussion:edit.images_hint')}</p>
      <FieldError {...form.errorOf('form')} class="discussion-composer__error" />
      <Button type="submit" block loading={form.busy}>
        {t(post ? 'discussion:edit.save' : 'discussion:edit.post')}
      </Button>
    </form>
  );
}
