export { AnnouncementBar, type AnnouncementBarProps } from "./announcement-bar";
