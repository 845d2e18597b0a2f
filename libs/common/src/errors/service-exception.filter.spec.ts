import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ArgumentsHost } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import { ServiceError, type ServiceErrorBody } from './service-error.js';
import { ServiceExceptionFilter } from './service-exception.filter.js';

/** What a caller receives when a handler throws `exception`. */
async function answerTo(exception: unknown): Promise<ServiceErrorBody> {
  const filter = new ServiceExceptionFilter('ORDERS');
  try {
    await firstValueFrom(filter.catch(exception, {} as ArgumentsHost));
  } catch (body) {
    return body as ServiceErrorBody;
  }
  throw new Error('the filter answered no error');
}

/** A Node system error as fs raises it. */
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: failed, ${syscall}`), { code, errno: -1, syscall });

describe('ServiceExceptionFilter', () => {
  Logger.overrideLogger(false);

  it('passes a ServiceError on as it is', async () => {
    assert.deepEqual(await answerTo(ServiceError.notFound('ORDERS', 'No such order')), {
      code: 'ORDERS.NOT_FOUND',
      message: 'No such order',
      status: 404,
    });
  });

  it('answers anything else as a 500 that says nothing of its insides', async () => {
    assert.deepEqual(await answerTo(new TypeError('x is undefined')), {
      code: 'ORDERS.INTERNAL',
      message: 'Internal error',
      status: 500,
    });
    // Not a file operation: not the disk's fault.
    assert.equal((await answerTo(systemError('EACCES', 'connect'))).status, 500);
  });

  it('answers 503 STORAGE_UNAVAILABLE while its disk is full, read-only or not its own', async () => {
    for (const [code, syscall] of [
      ['ENOSPC', 'write'],
      ['EROFS', 'open'],
      ['EACCES', 'open'],
      ['EDQUOT', 'write'],
      ['EIO', 'fsync'],
    ]) {
      assert.deepEqual(
        await answerTo(systemError(code, syscall)),
        {
          code: 'ORDERS.STORAGE_UNAVAILABLE',
          message: 'Data cannot be stored right now; please try again later',
          status: 503,
        },
        `${code} ${syscall}`,
      );
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE while MongoDB cannot be reached', async () => {
    const { mongo } = (await import('mongoose')).default;
    for (const error of [
      new mongo.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017'),
      new mongo.MongoNetworkTimeoutError('connection timed out'),
    ]) {
      assert.deepEqual(await answerTo(error), {
        code: 'ORDERS.STORAGE_UNAVAILABLE',
        message: 'The database cannot be reached right now; please try again later',
        status: 503,
      });
    }
    // The server answered and refused this request: the request's fault, not an outage.
    assert.equal(
      (await answerTo(new mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 }))).status,
      500,
    );
  });

  it('logs an outage passed on from another service in one warning line; anything else 5xx as an error with its stack', async () => {
    const lines: { level: string; text: string }[] = [];
    const record = (level: string) => (message: unknown) => lines.push({ level, text: String(message) });
    Logger.overrideLogger({
      log: record('log'),
      warn: record('warn'),
      error: record('error'),
      debug: record('debug'),
      verbose: record('verbose'),
    });
    try {
      const down = new ServiceError('GATEWAY.UNAVAILABLE', 'The catalog service is unavailable', 503);
      assert.equal((await answerTo(down)).status, 503);
      assert.deepEqual(lines, [
        { level: 'warn', text: 'Answered 503 GATEWAY.UNAVAILABLE: The catalog service is unavailable' },
      ]);
      lines.length = 0;
      await answerTo(new TypeError('x is undefined'));
      assert.equal(lines.length, 1);
      assert.equal(lines[0]!.level, 'error');
      assert.match(lines[0]!.text, /TypeError: x is undefined\n\s+at /);
    } finally {
      Logger.overrideLogger(false);
    }
  });
});
