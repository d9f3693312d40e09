import de.bwaldvogel.mongo.bson.Document;
import java.nio.ByteBuffer;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.ObjectDataType;

/**
 * The documents of a collection's data map, on disk, as BSON (docs/adr/0282, docs/adr/0283).
 *
 * mongo-java-server's H2 backend stores each document with H2's default type, which writes it with
 * Java serialisation: a fresh ObjectOutputStream and the Document class's descriptors for every
 * document of every page written, and the reverse for every page read. The map's values here are
 * BsonBytes (UntrackedH2Collection), which this type writes as their bytes behind a tag H2's type
 * does not use, and reads back as such. It leaves every other value, and every value it reads
 * without that tag (a store written before), to H2's type: such a store reads as it always did,
 * and each of its documents is written as BSON the next time its page is.
 */
final class BsonDocumentType extends ObjectDataType {
  /** Free among H2 2.3's ObjectDataType tags (types 0–14 and 19, tags 32–49 and 64–119). */
  static final byte TAG_BSON_DOCUMENT = 20;

  @Override
  public void write(WriteBuffer buff, Object obj) {
    // A Document is one a store written before gave back (Java serialisation): written as BSON now.
    BsonBytes document = obj instanceof Document read ? BsonBytes.of(read) : obj instanceof BsonBytes bytes ? bytes : null;
    if (document == null) {
      super.write(buff, obj);
      return;
    }
    buff.put(TAG_BSON_DOCUMENT).putVarInt(document.bytes().length).put(document.bytes());
  }

  @Override
  public Object read(ByteBuffer buff) {
    if (buff.get(buff.position()) != TAG_BSON_DOCUMENT) return super.read(buff);
    buff.get();
    byte[] bytes = new byte[DataUtils.readVarInt(buff)];
    buff.get(bytes);
    return new BsonBytes(bytes);
  }

  /** What a value counts for in H2's page cache: a document held as bytes, its real size. */
  @Override
  public int getMemory(Object obj) {
    return obj instanceof BsonBytes document ? document.memory() : super.getMemory(obj);
  }
}
