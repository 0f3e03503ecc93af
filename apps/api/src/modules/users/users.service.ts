import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import DataLoader from 'dataloader';
import { DataSource, In, QueryFailedError, Repository } from 'typeorm';
import type { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { isId } from '../../common/validation/id';
import { hydrate, PreparedStatement } from '../../database/prepared';
import type { RegisterInput } from '../auth';
import { UserEntity } from './user.entity';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class UsersService {
  private readonly loaders = new WeakMap<object, DataLoader<string, UserEntity | null>>();

  /** The read behind every signed-in page (current-user, me): one prepared statement. */
  private readonly byId: PreparedStatement;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
  ) {
    this.byId = new PreparedStatement(dataSource, 'users.by-id', `SELECT * FROM "${users.metadata.tableName}" WHERE "id" = $1`);
  }

  async create(input: RegisterInput): Promise<UserEntity> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.exists({ where: { email } })) throw new AppError('USER_ALREADY_EXISTS');
    const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
    try {
      return await this.users.save(
        this.users.create({ userName: input.userName.trim(), email, passwordHash, dateOfBirth: input.dateOfBirth }),
      );
    } catch (error) {
      // Two sign-ups racing for one e-mail: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new AppError('USER_ALREADY_EXISTS');
      }
      throw error;
    }
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() } });
  }

  async findById(id: string): Promise<UserEntity | null> {
    // Ids from clients are checked at the edge (ParseIdPipe); this guards internal callers.
    if (!isId(id)) return null;
    const [row] = await this.byId.rows([id]);
    return row ? hydrate<UserEntity>(this.dataSource, this.users.metadata, row) : null;
  }

  /**
   * The signed-in user, from the row their session check read in the same request when there is
   * one (one round trip for a signed-in page instead of two), else read now.
   */
  async getSignedIn(auth: AuthContext, row: Record<string, unknown> | undefined): Promise<UserEntity> {
    if (row && row.id === auth.userId) return hydrate<UserEntity>(this.dataSource, this.users.metadata, row);
    return this.getById(auth.userId);
  }

  async getById(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  async findManyByIds(ids: string[]): Promise<Map<string, UserEntity>> {
    if (ids.length === 0) return new Map();
    const found = await this.users.find({ where: { id: In(ids) } });
    return new Map(found.map((user) => [user.id, user]));
  }

  /**
   * Batches the user reads of one GraphQL operation (a list resolving each row's user) into one
   * query. One loader per operation context, so nothing is cached across requests.
   */
  loader(context: object): DataLoader<string, UserEntity | null> {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader<string, UserEntity | null>(async (ids) => {
        const byId = await this.findManyByIds([...ids]);
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.loaders.set(context, loader);
    }
    return loader;
  }

  verifyPassword(user: UserEntity, password: string): Promise<boolean> {
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }
}
