/** A class slot's key: its workspace (the tenant key) first, then its id. */
export interface SlotKey {
  workspaceId: string;
  slotId: string;
}
