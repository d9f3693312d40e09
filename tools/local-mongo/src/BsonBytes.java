import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.bson.BsonDecoder;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * A document as its BSON bytes: what a collection's data map holds in memory (docs/adr/0283). One
 * array per document, instead of the graph of maps and values a decoded document is, so the page
 * cache is a few large objects the collector neither traces nor copies piece by piece.
 */
record BsonBytes(byte[] bytes) {
  /** What an array of this length takes on the heap beside its bytes (header, length, the record). */
  private static final int OVERHEAD = 48;

  static BsonBytes of(Document document) {
    ByteBuf buffer = Unpooled.buffer(256);
    try {
      BsonEncoder.encodeDocument(document, buffer);
      byte[] bytes = new byte[buffer.readableBytes()];
      buffer.readBytes(bytes);
      return new BsonBytes(bytes);
    } finally {
      buffer.release();
    }
  }

  /** A new document each time: a caller may change it without touching the stored one. */
  Document decode() {
    return BsonDecoder.decodeBson(Unpooled.wrappedBuffer(bytes));
  }

  int memory() {
    return bytes.length + OVERHEAD;
  }
}
