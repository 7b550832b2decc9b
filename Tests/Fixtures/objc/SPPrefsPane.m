#import "SPPrefsPane.h"

#define TITLE_KEY @"not.read" // a preprocessor line

@interface SPPrefsPane ()
@property (weak) IBOutlet NSTextField *countField;
@end

@implementation SPPrefsPane
{
	NSTextField *notAnOutlet;
}

- (void)awakeFromNib
{
	/* self.titleField.stringValue = NSLocalizedString(@"commented", @""); */
	self.titleField.stringValue = NSLocalizedString(@"Connection " @"settings", @"pane title");
	[statusField setStringValue:NSLocalizedStringFromTable(@"status.idle", @"Status", @"idle status")];
	[goButton setTitle:NSLocalizedStringWithDefaultValue(@"go.button", nil, [NSBundle mainBundle], @"Go", @"go button")];
	[self.searchField setPlaceholderString:NSLocalizedString(@"Search tables", "search placeholder")];
	_countField.stringValue = [NSString stringWithFormat:NSLocalizedString(@"%ld rows", @"row count"), (long)rows];
	notAnOutlet.stringValue = NSLocalizedString(@"never.laid.out", @"");
	NSString *s = @"self.titleField.stringValue = NSLocalizedString(@\"in.a.string\", @\"\")";
}

- (IBAction)go:(id)sender
{
	NSAlert *alert = [[NSAlert alloc] init];
	alert.messageText = NSLocalizedString(@"Really go?", @"alert title");
	[alert addButtonWithTitle:NSLocalizedString(@"Go", @"go button")];
}
@end
