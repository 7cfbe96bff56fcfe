export { tagsModule } from './tags.module';
