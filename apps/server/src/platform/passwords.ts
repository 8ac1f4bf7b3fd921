import os from 'node:os';
import argon2 from 'argon2';
import { Gate } from './gate';

/** OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing a password is the costliest work a visitor can ask for, and anyone can ask by signing in
 * with any name. argon2 already runs in libuv's thread pool, off the event loop, but four hashes at
 * once there took both cores of a two-core server from everything else: 16 connections of wrong
 * passwords left the public calls 14% of their rate (bench/abuse.ts). So at most one fewer than
 * the cores hash at once (at least one): the others wait their turn, in order, and a core stays
 * for everyone else.
 */
export const hashing = new Gate(Math.max(1, os.availableParallelism() - 1));

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const release = await hashing.acquire();
  try {
    return await work();
  } finally {
    release();
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => argon2.hash(password, OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so both cases take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
