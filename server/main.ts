import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createApiApp } from './api/app';
import { createAccessTokenVerifier } from './auth/verify';
import { openDatabase } from './db/index';
import { moneyPauseAt } from './domain/money-pause';
import { pauseAt } from './domain/payments/phases';
import { EnvError, readEnv, type Env } from './env';
import { createHttpServer } from './http';
import { createIdentity } from './identity/index';
import { linkPreviews } from './link-preview';
import { createPushDrainer } from './push/drainer';
import { loadVapidKeys } from './push/vapid-keys';
import { hasBuiltApp } from './static';

/**
 * The sandbox entry point (`npm start` / `npm run serve`): one process serving the PWA,
 * /config, /api and the identity server on PORT. Prints one "ready" line that scripts and
 * the e2e setup wait for.
 */
function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listen(server: Server, env: Env): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(env.port, env.host, () => {
      server.off('error', fail);
      done();
    });
  });
}

/** The DB may or may not expose close(); the contract only promises openDatabase. */
async function closeIfPossible(resource: unknown): Promise<void> {
  if (
    typeof resource === 'object' &&
    resource !== null &&
    'close' in resource &&
    typeof resource.close === 'function'
  ) {
    await Promise.resolve(resource.close());
  }
}

async function main(): Promise<void> {
  const env = readEnvOrExit();
  // Seeding the database takes seconds on first start: create the identity meanwhile.
  const [db, identity, vapid] = await Promise.all([
    openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, today: env.today }),
    createIdentity({ env }),
    loadVapidKeys(env.dataDir, env.vapid),
  ]);
  const verifyAccessToken = createAccessTokenVerifier({ jwks: identity.jwks(), issuer: identity.issuer });
  const apiApp = createApiApp({
    db,
    verifyAccessToken,
    publicUrl: env.publicUrl,
    strictContract: env.strictContract,
    checkResponses: env.checkResponses,
    paymentPause: env.paymentPauseAt && pauseAt(env.paymentPauseAt, (line) => console.log(line)),
    moneyPause: env.moneyPauseAt && moneyPauseAt(env.moneyPauseAt, (line) => console.log(line)),
  });
  const server = createHttpServer({
    env,
    identity,
    apiApp,
    staticDir: env.staticDir,
    linkPreview: linkPreviews(db, env),
    vapidPublicKey: vapid.publicKey,
  });

  if (!hasBuiltApp(env.staticDir)) {
    console.warn(
      `No index.html in ${resolve(env.staticDir)}: serving /api, /config and /realms only. Run \`npm run build\` for the PWA.`,
    );
  }
  try {
    await listen(server, env);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE' ? `Port ${env.port} is already in use: stop the other process or set PORT.` : error,
    );
    process.exit(1);
  }
  // The outbox's pushes go out on their own clock, never in the request that caused them (decision 038).
  const drainer = createPushDrainer({ orm: db.orm, keys: vapid, log: (line) => console.warn(line) });
  if (!env.strictContract) drainer.start();
  console.log(`Painel de Vendas sandbox ready on http://localhost:${env.port} (${process.uptime().toFixed(1)}s)`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping the sandbox…`);
    server.close();
    server.closeIdleConnections();
    // Open keep-alive or streaming connections get a moment to finish, then are cut.
    setTimeout(() => server.closeAllConnections(), 3000).unref();
    void (async () => {
      await drainer.stop();
      await identity.close();
      await closeIfPossible(db);
      process.exit(0);
    })().catch((error: unknown) => {
      console.error('error while stopping', error);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Painel de Vendas sandbox failed to start:', error);
  process.exit(1);
});
