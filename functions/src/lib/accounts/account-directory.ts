import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { CognitoCall } from '@lab/shared/accounts/cognito-calls';
import { cognitoCommand } from '@lab/shared/accounts/cognito-commands';
import { ROLE_GROUPS, roleOfGroups, STAFF_ROLES, type StaffRole } from '@lab/shared/api/routes';
import { SESSION_KEYS, SESSION_TABLE } from '@lab/shared/data/tables';
import type { Account, AccountState, Colleague } from '@lab/shared/schemas/accounts';
import { sessionTableFromEnv, type SessionTable } from '../auth/session-table';
import { cognitoClient } from '../aws/cognito';
import { readEnv } from '../env';

/*
 * The staff accounts as the accounts routes see them: the user pool (accounts, groups,
 * authenticators) and the sessions table's `seen#` items (last sign-ins).
 */

/** What an account is, from Cognito's `Enabled` and `UserStatus`. */
export function accountState(
  enabled: boolean | undefined,
  status: string | undefined,
): AccountState {
  if (enabled === false) return 'disabled';
  return status === 'FORCE_CHANGE_PASSWORD' ? 'invited' : 'active';
}

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? null;

/** The facts of one user the list shows, whichever call read them. */
export interface UserFacts {
  username: string;
  attributes: AttributeType[] | undefined;
  enabled: boolean | undefined;
  status: string | undefined;
  createdAt: Date | undefined;
  /** Cognito's `UserMFASettingList` (AdminGetUser only). */
  mfa: string[] | undefined;
}

/** One account as the dashboard shows it. */
export function toAccount(
  user: UserFacts,
  role: StaffRole | null,
  lastSignInAt: number | undefined,
): Account {
  return {
    username: user.username,
    email: attribute(user.attributes, 'email'),
    role,
    state: accountState(user.enabled, user.status),
    createdAt: user.createdAt ? user.createdAt.toISOString() : null,
    lastSignInAt: lastSignInAt === undefined ? null : new Date(lastSignInAt).toISOString(),
    mfaEnrolled: user.mfa?.includes('SOFTWARE_TOKEN_MFA') ?? false,
  };
}

/** The account a `sub` belongs to, and what it is. */
export interface FoundAccount {
  account: Account;
  /** The account's `sub`, which its sessions are kept under. */
  sub: string;
}

export interface AccountDirectory {
  /** Every account, by username. */
  list(): Promise<Account[]>;
  /** Enabled accounts with a role, by username. */
  colleagues(): Promise<Colleague[]>;
  /** One account, or null when there is none by that name. */
  find(username: string): Promise<FoundAccount | null>;
  /**
   * Makes an account with a temporary password and no Cognito message (the route sends its
   * own): false when the username is taken.
   */
  create(input: { username: string; email: string; password: string }): Promise<boolean>;
  /** Takes back an account just made, whose invitation could not be sent. */
  remove(username: string): Promise<void>;
  /** Sends the calls in order (see `@lab/shared/accounts/cognito-calls`). */
  run(calls: readonly CognitoCall[]): Promise<void>;
}

/**
 * Errors that mean "this Cognito lacks the operation": cognito-local answers one it does
 * not implement with `CognitoLocal#Unsupported` (as admin-logout meets with GlobalSignOut).
 */
export function unsupported(error: unknown): boolean {
  return error instanceof Error && /unsupported/i.test(`${error.name} ${error.message}`);
}

const userFacts = (user: UserType): UserFacts => ({
  username: user.Username ?? '',
  attributes: user.Attributes,
  enabled: user.Enabled,
  status: user.UserStatus,
  createdAt: user.UserCreateDate,
  mfa: undefined,
});

const byUsername = <T extends { username: string }>(a: T, b: T) =>
  a.username.localeCompare(b.username);

/** The accounts in `userPoolId`, through Cognito and the sessions table. */
export function accountDirectory({
  cognito,
  userPoolId,
  sessions,
}: {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  userPoolId: string;
  /** Where the last sign-ins are; not needed by `colleagues`. */
  sessions?: SessionTable;
}): AccountDirectory {
  const pool = { UserPoolId: userPoolId };

  async function allUsers(): Promise<UserType[]> {
    const users: UserType[] = [];
    let token: string | undefined;
    do {
      const page = await cognito.send(
        new ListUsersCommand({ ...pool, ...(token && { PaginationToken: token }) }),
      );
      users.push(...(page.Users ?? []));
      token = page.PaginationToken;
    } while (token);
    return users;
  }

  /** Each role's members: two paged calls, never one per account. */
  async function roles(): Promise<Map<string, StaffRole>> {
    const groupsOf = new Map<string, string[]>();
    for (const role of STAFF_ROLES) {
      let token: string | undefined;
      do {
        const page = await cognito.send(
          new ListUsersInGroupCommand({
            ...pool,
            GroupName: ROLE_GROUPS[role],
            ...(token && { NextToken: token }),
          }),
        );
        for (const user of page.Users ?? []) {
          const name = user.Username ?? '';
          groupsOf.set(name, [...(groupsOf.get(name) ?? []), ROLE_GROUPS[role]]);
        }
        token = page.NextToken;
      } while (token);
    }
    const result = new Map<string, StaffRole>();
    for (const [name, groups] of groupsOf) {
      const role = roleOfGroups(groups);
      if (role) result.set(name, role);
    }
    return result;
  }

  /** The last sign-ins of `usernames`, in batches of BatchGetItem's 100 keys. */
  async function lastSignIns(usernames: readonly string[]): Promise<Map<string, number>> {
    if (!sessions) throw new Error('This account directory has no sessions table');
    const { client, tableName } = sessions;
    const PK = SESSION_TABLE.partitionKey;
    const seen = new Map<string, number>();
    for (let i = 0; i < usernames.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = usernames
        .slice(i, i + 100)
        .map((name) => ({ [PK]: SESSION_KEYS.seen + name }));
      // Unprocessed keys (throttling) are asked again: a few small items, a few tries.
      for (let attempt = 0; keys && keys.length > 0; attempt++) {
        if (attempt === 5) throw new Error('The sessions table did not answer every key');
        const out: BatchGetCommandOutput = await client.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }),
        );
        for (const item of out.Responses?.[tableName] ?? []) {
          const key = String(item[PK]);
          if (typeof item.lastSignInAt === 'number') {
            seen.set(key.slice(SESSION_KEYS.seen.length), item.lastSignInAt);
          }
        }
        keys = out.UnprocessedKeys?.[tableName]?.Keys;
      }
    }
    return seen;
  }

  async function getUser(username: string) {
    try {
      return await cognito.send(new AdminGetUserCommand({ ...pool, Username: username }));
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') return null;
      throw error;
    }
  }

  return {
    async list() {
      const [users, roleOf] = await Promise.all([allUsers(), roles()]);
      const names = users.map((user) => user.Username ?? '');
      const [seen, mfa] = await Promise.all([
        lastSignIns(names),
        // ListUsers does not say whether an authenticator is enrolled; a laboratory's few
        // accounts make one AdminGetUser each affordable.
        Promise.all(names.map(async (name) => (await getUser(name))?.UserMFASettingList)),
      ]);
      return users
        .map((user, i) =>
          toAccount(
            { ...userFacts(user), mfa: mfa[i] },
            roleOf.get(user.Username ?? '') ?? null,
            seen.get(user.Username ?? ''),
          ),
        )
        .sort(byUsername);
    },
    async colleagues() {
      const [users, roleOf] = await Promise.all([allUsers(), roles()]);
      return users
        .filter((user) => user.Enabled !== false)
        .flatMap((user) => {
          const role = roleOf.get(user.Username ?? '');
          return role ? [{ username: user.Username ?? '', role }] : [];
        })
        .sort(byUsername);
    },
    async find(username) {
      const user = await getUser(username);
      if (!user) return null;
      const [groups, seen] = await Promise.all([
        cognito.send(new AdminListGroupsForUserCommand({ ...pool, Username: username })),
        lastSignIns([username]),
      ]);
      const role = roleOfGroups((groups.Groups ?? []).map((group) => group.GroupName ?? ''));
      const facts: UserFacts = {
        username: user.Username ?? username,
        attributes: user.UserAttributes,
        enabled: user.Enabled,
        status: user.UserStatus,
        createdAt: user.UserCreateDate,
        mfa: user.UserMFASettingList,
      };
      return {
        account: toAccount(facts, role, seen.get(username)),
        sub: attribute(user.UserAttributes, 'sub') ?? '',
      };
    },
    async create({ username, email, password }) {
      try {
        await cognito.send(
          new AdminCreateUserCommand({
            ...pool,
            Username: username,
            TemporaryPassword: password,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'UsernameExistsException') return false;
        throw error;
      }
    },
    async remove(username) {
      await cognito.send(new AdminDeleteUserCommand({ ...pool, Username: username }));
    },
    async run(calls) {
      for (const call of calls) {
        try {
          // One at a time: a sign-out comes after the change it makes final.
          await cognito.send(cognitoCommand(call) as never);
        } catch (error) {
          // The sessions table has ended the account's sessions by then (the routes write
          // it first); only refresh tokens, which no browser holds, would outlive it there.
          if (call.op === 'AdminUserGlobalSignOut' && unsupported(error)) continue;
          throw error;
        }
      }
    },
  };
}

/** The directory of this function's user pool (USER_POOL_ID), with the sessions table when it reads sign-ins. */
export function accountDirectoryFromEnv({ signIns }: { signIns: boolean }): AccountDirectory {
  const { USER_POOL_ID } = readEnv({ USER_POOL_ID: z.string().min(1) });
  return accountDirectory({
    cognito: cognitoClient(),
    userPoolId: USER_POOL_ID,
    ...(signIns && { sessions: sessionTableFromEnv() }),
  });
}
