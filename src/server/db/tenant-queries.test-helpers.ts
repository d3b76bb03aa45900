/**
 * Reads a compiled Kysely query's operation-node tree (never its SQL text) and says whether it
 * stays inside one tenant: every select, update and delete of a tenant table has a top-level AND
 * conjunct `workspace_id = <parameter>`, every insert supplies workspace_id, every join of a
 * tenant table is on its workspace_id, and no update or upsert changes workspace_id. Subqueries
 * are held to the same rule as the query around them.
 */
import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  type ColumnUpdateNode,
  DeleteQueryNode,
  IdentifierNode,
  InsertQueryNode,
  type JoinNode,
  type OperationNode,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type WhereNode,
} from 'kysely';

export const TENANT_KEY = 'workspace_id';

export interface TenantCheck {
  /** Every table the query names (aliases resolved). */
  tables: Set<string>;
  /** The workspace_id values the query is pinned to. */
  workspaceIds: Set<unknown>;
  /** Empty when the query keeps the promise. */
  problems: string[];
}

interface TableInScope {
  name: string;
  /** What a column reference qualifies it by: its alias, else its name. */
  ref: string;
}

function isNode(value: unknown): value is OperationNode {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** Every node under `node`, itself included, depth first. */
function* nodesIn(node: OperationNode): Generator<OperationNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) yield* nodesIn(child);
    }
  }
}

function tableOf(node: OperationNode | undefined): TableInScope | null {
  if (node && TableNode.is(node)) {
    const name = node.table.identifier.name;
    return { name, ref: name };
  }
  if (node && AliasNode.is(node) && IdentifierNode.is(node.alias)) {
    const inner = tableOf(node.node);
    return inner && { name: inner.name, ref: node.alias.name };
  }
  return null;
}

function columnOf(node: OperationNode): { table?: string; column: string } | null {
  if (ColumnNode.is(node)) return { column: node.column.name };
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) {
    return { table: node.table?.table.identifier.name, column: node.column.column.name };
  }
  return null;
}

/** The top-level AND conjuncts of a condition (an OR, even in parentheses, is one conjunct). */
function conjuncts(node: OperationNode | undefined): OperationNode[] {
  if (!node) return [];
  if (AndNode.is(node)) return [...conjuncts(node.left), ...conjuncts(node.right)];
  if (ParensNode.is(node) && AndNode.is(node.node)) return conjuncts(node.node);
  return [node];
}

/** `table.workspace_id` (or a bare `workspace_id` when the query has one table). */
function isTenantKeyOf(node: OperationNode, table: TableInScope, scope: TableInScope[]): boolean {
  const ref = columnOf(node);
  if (ref?.column !== TENANT_KEY) return false;
  return ref.table === undefined ? scope.length === 1 : ref.table === table.ref;
}

/** The sides of a conjunct `a = b`, or null for any other operator. */
function equality(node: OperationNode): [OperationNode, OperationNode] | null {
  if (!BinaryOperationNode.is(node) || !OperatorNode.is(node.operator)) return null;
  if (node.operator.operator !== '=') return null;
  return [node.leftOperand, node.rightOperand];
}

/** The value `table.workspace_id = ?` pins among the conjuncts, if one does (a parameter). */
function pinnedValue(
  condition: OperationNode | undefined,
  table: TableInScope,
  scope: TableInScope[],
): { value: unknown } | null {
  for (const conjunct of conjuncts(condition)) {
    const sides = equality(conjunct);
    if (!sides) continue;
    for (const [key, other] of [sides, [sides[1], sides[0]]] as const) {
      if (isTenantKeyOf(key, table, scope) && ValueNode.is(other) && !other.immediate) {
        return { value: other.value };
      }
    }
  }
  return null;
}

/** A join's ON has `joined.workspace_id = other.workspace_id` with `other` a tenant table. */
function joinsOnTenantKey(
  join: JoinNode,
  joined: TableInScope,
  scope: TableInScope[],
  tenant: Set<string>,
) {
  return conjuncts(join.on?.on).some((conjunct) => {
    const sides = equality(conjunct);
    if (!sides) return false;
    return scope.some(
      (other) =>
        other !== joined &&
        tenant.has(other.name) &&
        ((isTenantKeyOf(sides[0], joined, scope) && isTenantKeyOf(sides[1], other, scope)) ||
          (isTenantKeyOf(sides[1], joined, scope) && isTenantKeyOf(sides[0], other, scope))),
    );
  });
}

function setsTenantKey(updates: readonly ColumnUpdateNode[] | undefined): boolean {
  return (updates ?? []).some((u) => columnOf(u.column)?.column === TENANT_KEY);
}

/** Checks one select, update or delete whose tables are `froms` (plus its joins). */
function checkFiltered(
  what: string,
  froms: readonly OperationNode[],
  joins: readonly JoinNode[] | undefined,
  where: WhereNode | undefined,
  tenant: Set<string>,
  check: TenantCheck,
): void {
  const base = froms.map(tableOf);
  const joined = (joins ?? []).map((j) => tableOf(j.table));
  const scope = [...base, ...joined].filter((t) => t !== null);
  if (base.filter((t) => t && tenant.has(t.name)).length > 1) {
    check.problems.push(`${what} lists several tenant tables in FROM (a join without ON)`);
  }
  for (const table of base) {
    if (!table || !tenant.has(table.name)) continue;
    const pinned = pinnedValue(where?.where, table, scope);
    if (pinned) check.workspaceIds.add(pinned.value);
    else check.problems.push(`${what} of ${table.name} has no top-level ${TENANT_KEY} = ?`);
  }
  (joins ?? []).forEach((join, i) => {
    const table = joined[i];
    if (!table || !tenant.has(table.name)) return;
    const pinned = pinnedValue(join.on?.on, table, scope);
    if (pinned) check.workspaceIds.add(pinned.value);
    else if (!joinsOnTenantKey(join, table, scope, tenant)) {
      check.problems.push(`${what} joins ${table.name} without ON ${table.ref}.${TENANT_KEY}`);
    }
  });
}

function checkInsert(node: InsertQueryNode, tenant: Set<string>, check: TenantCheck): void {
  const table = tableOf(node.into);
  if (!table || !tenant.has(table.name)) return;
  const at = (node.columns ?? []).findIndex((c) => c.column.name === TENANT_KEY);
  if (at < 0) {
    check.problems.push(`insert into ${table.name} does not supply ${TENANT_KEY}`);
    return;
  }
  if (node.values && ValuesNode.is(node.values)) {
    for (const row of node.values.values) {
      if (PrimitiveValueListNode.is(row)) check.workspaceIds.add(row.values[at]);
      else if (ValueListNode.is(row) && row.values[at] && ValueNode.is(row.values[at])) {
        check.workspaceIds.add(row.values[at].value);
      } else check.problems.push(`insert into ${table.name} computes ${TENANT_KEY}`);
    }
  }
  const conflict = node.onConflict;
  if (conflict?.columns && !conflict.columns.some((c) => c.column.name === TENANT_KEY)) {
    check.problems.push(`insert into ${table.name} has a conflict target without ${TENANT_KEY}`);
  }
  if (setsTenantKey(conflict?.updates)) {
    check.problems.push(`upsert into ${table.name} changes ${TENANT_KEY}`);
  }
}

/** What one compiled query does with the tenant key; `tenant` names the tenant tables. */
export function checkTenantKey(root: OperationNode, tenant: Set<string>): TenantCheck {
  const check: TenantCheck = { tables: new Set(), workspaceIds: new Set(), problems: [] };
  for (const node of nodesIn(root)) {
    if (TableNode.is(node)) check.tables.add(node.table.identifier.name);
    else if (SelectQueryNode.is(node)) {
      checkFiltered('select', node.from?.froms ?? [], node.joins, node.where, tenant, check);
    } else if (DeleteQueryNode.is(node)) {
      if (node.using) check.problems.push('delete … using');
      checkFiltered('delete', node.from.froms, node.joins, node.where, tenant, check);
    } else if (UpdateQueryNode.is(node)) {
      if (node.from) check.problems.push('update … from');
      checkFiltered(
        'update',
        node.table ? [node.table] : [],
        node.joins,
        node.where,
        tenant,
        check,
      );
      const table = tableOf(node.table);
      if (table && tenant.has(table.name) && setsTenantKey(node.updates)) {
        check.problems.push(`update of ${table.name} changes ${TENANT_KEY}`);
      }
    } else if (InsertQueryNode.is(node)) checkInsert(node, tenant, check);
  }
  return check;
}

/** The columns an update sets, for recognising a named exception by what it does. */
export function updatedColumns(root: OperationNode): { table: string; columns: string[] } | null {
  if (!UpdateQueryNode.is(root)) return null;
  const table = tableOf(root.table);
  const columns = (root.updates ?? []).map((u) => columnOf(u.column)?.column ?? '?');
  return table && { table: table.name, columns: columns.sort() };
}
