import { AuthSubjects, ErrorCode, UserUpdatedEventSchema, type Plan, type RegisterRequest, type Role, type User, type UserRegisteredEvent, type UserUpdatedEvent } from '@mathquest/contracts';
import { AppError, forbidden, unauthorized } from '@mathquest/service-kit';
import { toUser, type UserRecord } from './domain/users.js';
import { outboxEntry, type Outbox } from './events/outbox.js';
import { DuplicateUserError, newUserId, type UsersRepository } from './repositories/users-repository.js';
import type { PasswordHasher } from './security/password.js';
import type { TokenPair, TokenService } from './security/tokens.js';

export interface NewAccount {
  email: string;
  username: string;
  displayName: string;
  password: string;
  role: Role;
  plan: Plan;
  timeZone: string;
  gradeLevel: number | null;
  childIds?: string[];
}

const INVALID_LOGIN = 'Invalid email or password';

function registeredFacts(u: UserRecord): UserRegisteredEvent['data'] {
  return { userId: u.id, role: u.role, username: u.username, displayName: u.displayName, plan: u.plan, gradeLevel: u.gradeLevel, timeZone: u.timeZone };
}

/** Use cases shared by the HTTP routes and the CLI; routes stay thin. */
export function createAccounts(deps: { users: UsersRepository; hasher: PasswordHasher; tokens: TokenService; outbox: Outbox }) {
  const { users, hasher, tokens, outbox } = deps;

  async function createAccount(a: NewAccount): Promise<UserRecord> {
    const id = newUserId();
    const passwordHash = await hasher.hash(a.password);
    const record: UserRecord = {
      id,
      email: a.email,
      username: a.username,
      displayName: a.displayName,
      role: a.role,
      plan: a.plan,
      timeZone: a.timeZone,
      gradeLevel: a.role === 'STUDENT' ? a.gradeLevel : null,
      studentProfile: null,
      childIds: a.childIds ?? [],
      createdAt: new Date(),
    };
    const entry = outboxEntry(AuthSubjects.USER_REGISTERED, registeredFacts(record), id);
    try {
      const created = await users.create({ ...record, passwordHash }, [entry]);
      await outbox.publishEntries(created.id, [entry]);
      return created;
    } catch (err) {
      if (err instanceof DuplicateUserError) {
        throw err.field === 'email'
          ? new AppError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists', { field: 'email' })
          : new AppError(409, ErrorCode.USERNAME_TAKEN, 'This username is already taken', { field: 'username' });
      }
      throw err;
    }
  }

  /** Check a password without revealing whether the email exists (same argon2 work either way). */
  async function checkCredentials(email: string, password: string): Promise<UserRecord | null> {
    const found = await users.findCredentialsByEmail(email);
    if (!found) return hasher.verifyDummy(password).then(() => null);
    const { passwordHash, ...user } = found;
    return (await hasher.verify(passwordHash, password)) ? user : null;
  }

  return {
    createAccount,

    async register(body: RegisterRequest): Promise<{ user: User } & TokenPair> {
      const created = await createAccount({
        email: body.email,
        username: body.username,
        displayName: body.displayName,
        password: body.password,
        role: body.role,
        plan: 'FREE',
        timeZone: body.timeZone ?? 'UTC',
        gradeLevel: body.role === 'STUDENT' ? (body.gradeLevel ?? null) : null,
      });
      return { user: toUser(created), ...(await tokens.startSession(created)) };
    },

    async login(email: string, password: string): Promise<{ user: User } & TokenPair> {
      const user = await checkCredentials(email, password);
      if (!user) throw unauthorized(INVALID_LOGIN, ErrorCode.INVALID_CREDENTIALS);
      return { user: toUser(user), ...(await tokens.startSession(user)) };
    },

    /** A parent links a student by the student's own credentials; linking twice is a no-op. */
    async linkChild(parentId: string, email: string, password: string): Promise<UserRecord> {
      const student = await checkCredentials(email, password);
      // 400, not 401: the parent's own session is fine, and a 401 would make the client log them out.
      if (!student) throw new AppError(400, ErrorCode.INVALID_CREDENTIALS, "The student's email or password is incorrect", { field: 'email' });
      if (student.role !== 'STUDENT') throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Only student accounts can be linked', { field: 'email' });
      const parent = await users.findById(parentId);
      if (!parent || parent.role !== 'PARENT') throw forbidden('Only parents can link a student account');
      const data: UserUpdatedEvent['data'] = { ...registeredFacts(parent), childIds: [...new Set([...parent.childIds, student.id])] };
      const entry = outboxEntry(AuthSubjects.USER_UPDATED, UserUpdatedEventSchema.shape.data.parse(data), parent.id);
      const updated = await users.linkChild(parent.id, student.id, entry);
      if (!updated) throw forbidden('Only parents can link a student account');
      await outbox.publishEntries(parent.id, [entry]);
      return updated;
    },

  };
}

export type Accounts = ReturnType<typeof createAccounts>;
