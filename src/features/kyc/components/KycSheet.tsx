import { t } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/BottomSheet';
import { Button } from '../../../ui/Button';
import { QrCode } from '../../../ui/QrCode';
import { kycWindow } from '../model';
import './KycSheet.css';

export interface KycSheetProps {
  /** The verification page; the sheet is open while there is one. */
  url: string | null;
  onClose: () => void;
}

/** §2: a button to the verification page and its QR code, for verifying on another phone. */
export function KycSheet({ url, onClose }: KycSheetProps) {
  return (
    <BottomSheet open={!!url} onClose={onClose} title={t('kyc:sheet.title')}>
      {url && (
        <div class="kyc-sheet">
          <p class="kyc-sheet__hint">{t('kyc:sheet.hint')}</p>
          <QrCode value={url} size={180} label={t('kyc:sheet.qr')} />
          <Button block onClick={() => kycWindow.assign(url)}>
            {t('kyc:sheet.open')}
          </Button>
        </div>
      )}
    </BottomSheet>
  );
}
