/**
 * `npm run dev:garmin`: the stand-in Garmin on a fixed loopback port, for trying the connection
 * by hand. Start the app with the variables it prints (see README, "Trying Garmin locally").
 */
import { startGarminStandIn } from './garmin-stand-in';

const port = Number(process.env.GARMIN_STAND_IN_PORT ?? 8790);
const secret = process.env.GARMIN_WEBHOOK_PATH_SECRET ?? 'dev-garmin-secret';
const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const standIn = await startGarminStandIn({
  port,
  webhookUrl: `${appUrl}/api/v1/integration/garmin/webhook/${secret}`,
  // Garmin's evaluation keys allow 100 calls a minute: the back-fill meets it and carries on later.
  ratePerMinute: Number(process.env.GARMIN_STAND_IN_RATE_PER_MINUTE ?? 100),
  generatedHistoryDays: Number(process.env.GARMIN_STAND_IN_HISTORY_DAYS ?? 42),
});

const env = standIn.env(secret);
console.log(
  `Stand-in Garmin Connect on ${standIn.base}; webhooks go to ${appUrl}/api/v1/integration/garmin/webhook/${secret}`,
);
console.log('Start the app with:');
console.log(
  Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
  'npm run dev',
);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
