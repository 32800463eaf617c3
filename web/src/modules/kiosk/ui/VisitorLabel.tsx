import { QrImage } from '../../../ui/QrImage';
import { kioskText } from '../kioskText';
import classes from './VisitorLabel.module.css';

export type VisitorLabelData = {
  name: string;
  company: string;
  host: string;
  date: string;
  badgeNumber: string | null;
  reference: string;
  /** The photo taken at sign-in (issue 37), when the depot takes one: an object URL on this device. */
  photo?: string | null;
};

/**
 * The visitor label (issue 12): name, company, host, date, badge number and the reference as a QR code, 89 x 36 mm;
 * the visitor's photo beside them when the depot takes one (issue 37).
 */
export function VisitorLabel({ data, onReady }: { data: VisitorLabelData; onReady?: () => void }) {
  return (
    <div className={classes.label} data-print-label data-testid="visitor-label">
      <div className={classes.qr}>
        <QrImage value={data.reference} alt={kioskText.labelQrAlt(data.reference)} size="28mm" testId="label-qr" onReady={onReady} />
      </div>
      {data.photo ? <img className={classes.photo} src={data.photo} alt={kioskText.photoAlt} data-testid="label-photo" /> : null}
      <div className={classes.text}>
        <div className={classes.name} data-testid="label-name">
          {data.name}
        </div>
        <div className={classes.line} data-testid="label-company">
          {data.company}
        </div>
        <div className={classes.line} data-testid="label-host">
          {kioskText.labelHost(data.host)}
        </div>
        <div className={classes.line} data-testid="label-date">
          {data.date}
        </div>
        {data.badgeNumber ? (
          <div className={`${classes.line} ${classes.badge}`} data-testid="label-badge">
            {kioskText.labelBadge(data.badgeNumber)}
          </div>
        ) : null}
        <div className={classes.line} data-testid="label-reference">
          {data.reference}
        </div>
      </div>
    </div>
  );
}
