import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.bson.BsonDecoder;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.WriteBuffer;
import org.h2.mvstore.type.ObjectDataType;

/**
 * The documents of a collection's data map, on disk, as BSON (docs/adr/0282).
 *
 * mongo-java-server's H2 backend stores each document with H2's default type, which writes it with
 * Java serialisation: a fresh ObjectOutputStream and the Document class's descriptors for every
 * document of every page written, and the reverse for every page read. This type writes a
 * Document as its BSON bytes (the server's own encoder and decoder, the ones of the wire protocol)
 * behind a tag H2's type does not use, and leaves every other value, and every value it reads
 * without that tag (a store written before), to H2's type: such a store reads as it always did,
 * and each of its documents is written as BSON the next time its page is.
 */
final class BsonDocumentType extends ObjectDataType {
  /** Free among H2 2.3's ObjectDataType tags (types 0–14 and 19, tags 32–49 and 64–119). */
  static final byte TAG_BSON_DOCUMENT = 20;
  /**
   * What a document counts for in H2's page cache. H2 counts a Java-serialised object at twice its
   * serialised length, as one moving average over the objects it writes and reads. A document's Java
   * serialisation is 1.2–1.3 times its BSON for the large documents (students, wallets) and 1.9–2.5
   * times for small ones (sessions, the problem bank), measured on a stack's store. The average is
   * kept the same way here and the large documents dominate it, so three times the BSON length
   * counts a document a little larger than H2 did (3 against 2.4–2.6 times its BSON): the cache
   * holds no more than it did.
   */
  private static final int MEMORY_PER_BSON_BYTE = 3;

  /** A moving average, as H2's own estimate for serialised objects: getMemory is asked for values it does not encode. */
  private volatile int averageMemory = 10_000;

  @Override
  public void write(WriteBuffer buff, Object obj) {
    if (!(obj instanceof Document document)) {
      super.write(buff, obj);
      return;
    }
    ByteBuf bson = Unpooled.buffer(averageMemory / MEMORY_PER_BSON_BYTE + 64);
    try {
      BsonEncoder.encodeDocument(document, bson);
      int length = bson.readableBytes();
      buff.put(TAG_BSON_DOCUMENT).putVarInt(length).put(bson.array(), bson.arrayOffset() + bson.readerIndex(), length);
      remember(length);
    } finally {
      bson.release();
    }
  }

  @Override
  public Object read(ByteBuffer buff) {
    if (buff.get(buff.position()) != TAG_BSON_DOCUMENT) return super.read(buff);
    buff.get();
    int length = DataUtils.readVarInt(buff);
    ByteBuffer bytes = buff.slice(buff.position(), length);
    buff.position(buff.position() + length);
    remember(length);
    return BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bytes));
  }

  @Override
  public int getMemory(Object obj) {
    return obj instanceof Document ? averageMemory : super.getMemory(obj);
  }

  private void remember(int bsonLength) {
    averageMemory = (int) ((MEMORY_PER_BSON_BYTE * (long) bsonLength + 15L * averageMemory) / 16);
  }
}
