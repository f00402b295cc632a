import type {
  PortalAppCollectionTable,
  PortalClassMemberTable,
  PortalClassTable,
  PortalCollectionTable,
  PortalCommentTable,
  PortalContentTable,
  PortalFileTable,
  PortalMessageTable,
  PortalProfileTable,
  PortalSchoolTable,
  PortalStudioMemberTable,
  PortalTeacherTable,
  PortalTownTable,
} from '../db/portal-schema';
import type { DemoFileSource } from './demo-file-source';

/** A demo file row with the recipe for its bytes. */
export type DemoFile = PortalFileTable & { source: DemoFileSource };

/** An SVG picture (cover, carousel slide, avatar) stored in the file store under `key`. */
interface DemoPicture {
  key: string;
  svg: string;
}

/** Everything the demo seed writes. */
export interface DemoContent {
  towns: PortalTownTable[];
  schools: PortalSchoolTable[];
  teachers: PortalTeacherTable[];
  classes: PortalClassTable[];
  classMembers: PortalClassMemberTable[];
  profiles: PortalProfileTable[];
  content: PortalContentTable[];
  files: DemoFile[];
  comments: PortalCommentTable[];
  messages: PortalMessageTable[];
  studioMembers: PortalStudioMemberTable[];
  appCollections: PortalAppCollectionTable[];
  collections: PortalCollectionTable[];
  pictures: DemoPicture[];
}
