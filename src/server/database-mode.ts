// What a process does about the mode the database was last started in. A demo leaves behind a stand-in
// designer anyone with that number's texts could sign in as, sign-ins proved by codes printed in a log,
// and messages announcing demo events to numbers nobody proved. A live start on such a database removes
// all of it in one transaction before anything is served; a demo never starts on a live database.
import type { Db } from '../db/client';
import { hasDemoDesk, removeDemoDesks, type DeskRemoval } from '../api/consultations';
import { dropStaffRoles, endAllSignIns, hasGeneratedSecret, lockMode, recordedMode, recordMode } from '../api/identity';
import { withdrawAllPending } from '../api/notifications';
import { log } from '../log';

/** A demo asked to start on a database that has gone live: refused, with what to do instead. */
export class DemoOnLiveDatabase extends Error {}

export type LiveSwitch = {
  /** False when the database was already live (or new): nothing was removed. */
  wasDemo: boolean;
  desk: DeskRemoval;
  deskRolesDropped: number;
  signInsEnded: number;
  messagesWithdrawn: number;
};

function demoRefusal(since: Date): string {
  return (
    `DEMO_MODE: this database has been live since ${since.toISOString()}; a demo on it would print sign-in codes and take test payments beside real shoppers' data. ` +
    'Start the demo on a fresh DATA_DIR (or database), or start this one with DEMO_MODE=false.'
  );
}

/** A separate process (the notification worker) checks without changing anything. */
export async function checkDatabaseMode(db: Db, demo: boolean): Promise<void> {
  const recorded = await recordedMode(db);
  if (demo && recorded?.mode === 'live') throw new DemoOnLiveDatabase(demoRefusal(recorded.since));
}

/**
 * The store's start: records a demo (refusing one on a live database), or makes the database live,
 * first removing what a demo left when it was one. Idempotent; one transaction, serialised with any
 * other process deciding at the same moment.
 */
export async function settleDatabaseMode(db: Db, demo: boolean, now: Date): Promise<LiveSwitch | null> {
  if (demo) {
    await db.transaction(async (tx) => {
      await lockMode(tx);
      const recorded = await recordedMode(tx);
      if (recorded?.mode === 'live') throw new DemoOnLiveDatabase(demoRefusal(recorded.since));
      await recordMode(tx, 'demo', now);
    });
    return null;
  }
  const done = await db.transaction(async (tx): Promise<LiveSwitch> => {
    await lockMode(tx);
    const recorded = await recordedMode(tx);
    // Databases from before the mode was recorded: a stand-in desk or a secret a demo generated says demo.
    const wasDemo = recorded ? recorded.mode === 'demo' : (await hasDemoDesk(tx)) || (await hasGeneratedSecret(tx));
    const nothing = {
      wasDemo: false,
      desk: { deskIds: [], hours: 0, daysOff: 0, cancelledCalls: 0, releasedCells: 0 },
      deskRolesDropped: 0,
      signInsEnded: 0,
      messagesWithdrawn: 0,
    };
    if (!wasDemo) {
      if (!recorded) await recordMode(tx, 'live', now);
      return nothing;
    }
    const desk = await removeDemoDesks(tx, now);
    const deskRolesDropped = await dropStaffRoles(tx, desk.deskIds, now);
    // Demo sign-ins were proved by codes printed in a log (or fixed test codes): none carries into a live store.
    const signInsEnded = await endAllSignIns(tx, now);
    const messagesWithdrawn = await withdrawAllPending(tx);
    await recordMode(tx, 'live', now);
    return { wasDemo, desk, deskRolesDropped, signInsEnded, messagesWithdrawn };
  });
  if (done.wasDemo) {
    // After the commit: each line says what was done, never what a rolled-back transaction tried.
    const { desk } = done;
    log.notice('live mode: demo design desk removed', {
      designers: desk.deskIds.length,
      designerRolesDropped: done.deskRolesDropped,
      hoursRemoved: desk.hours,
      daysOffRemoved: desk.daysOff,
    });
    log.notice('live mode: demo design desk calls cancelled, shoppers not messaged', {
      calls: desk.cancelledCalls,
      cellsReleased: desk.releasedCells,
    });
    log.notice('live mode: demo sign-ins ended', { signIns: done.signInsEnded });
    log.notice('live mode: demo messages withdrawn, never sent', { messages: done.messagesWithdrawn });
    log.notice('live mode: this database was a demo and is now live', { since: now.toISOString() });
  }
  return done;
}
